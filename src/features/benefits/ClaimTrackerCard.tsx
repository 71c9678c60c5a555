import { Button, Group, List, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ClaimRecord } from '../../data/localDb';
import { claimKindLabels, isMoveBack, stepName, stepsFor } from './claimSteps';
import { ClaimTrackerStepForm } from './ClaimTrackerStepForm';
import { ClaimTrackerTimeline } from './ClaimTrackerTimeline';
import { deleteClaim } from './claimTrackerStorage';
import print from '../../components/PrintButton.module.css';
import { Panel } from './Panel';
import { ClaimTrackerDeadlines } from './ClaimTrackerDeadlines';
import { readableDate } from '../../lib/longDate';
import { t } from './words';

/** One recorded claim: where it stands, its dated history and the form to record a change. */
export function ClaimTrackerCard({ claim }: { claim: ClaimRecord }) {
  const [confirming, setConfirming] = useState(false);
  const headingId = `claim-${claim.id}-title`;
  const total = stepsFor(claim.kind).length;
  return (
    <Panel kind="card" headingId={headingId} heading={claim.label} order={3} gap="sm">
      {/* Announced when the veteran records a new step. */}
      <Text aria-live="polite">
        {t('benefits.card.status', {
          kind: t(claimKindLabels[claim.kind]),
          date: readableDate(claim.filedOn),
          step: claim.step,
          total,
        })}{' '}
        <strong>{stepName(claim.kind, claim.step)}</strong>.
      </Text>
      <ClaimTrackerTimeline claim={claim} />
      <ClaimTrackerDeadlines claim={claim} />

      <Title order={4} size="h5">
        {t('benefits.card.history')}
      </Title>
      <List spacing="xs">
        {claim.history.map((h, i) => {
          const previous = claim.history[i - 1];
          const back = previous !== undefined && isMoveBack(previous.step, h.step);
          return (
            <List.Item key={`${h.recordedAt}-${i}`}>
              {t(back ? 'benefits.card.movedBack' : 'benefits.card.moved', {
                date: readableDate(h.on),
                step: h.step,
                name: stepName(claim.kind, h.step),
              })}
              {h.note ? t('benefits.card.note', { note: h.note }) : ''}
            </List.Item>
          );
        })}
      </List>

      <div className={print.noPrint}>
        <ClaimTrackerStepForm key={claim.step} claim={claim} />
      </div>

      <Group className={print.noPrint}>
        {confirming ? (
          <>
            <Text>{t('benefits.card.confirmDelete', { claim: claim.label })}</Text>
            <Button color="red" onClick={() => void deleteClaim(claim.id)}>
              {t('benefits.card.delete')}
            </Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('benefits.card.keep')}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t('benefits.card.deleteThis')}
          </Button>
        )}
      </Group>
    </Panel>
  );
}
