import { Stack, Text } from '@mantine/core';
import type { ClaimRecord } from '../../data/localDb';
import { EVIDENCE_GATHERING_STEP, isFinished, stepsFor } from './claimSteps';
import classes from './ClaimTracker.module.css';
import { t } from './words';

/** Labels are message ids: how each step stands against the claim's. */
const stateIds = {
  current: 'benefits.timeline.current',
  passed: 'benefits.timeline.passed',
  notYet: 'benefits.timeline.notYet',
};

/** The claim's steps, in VA's words, with the current one marked and what usually comes next. */
export function ClaimTrackerTimeline({ claim }: { claim: ClaimRecord }) {
  const steps = stepsFor(claim.kind);
  const next = steps.find((s) => s.step === claim.step + 1);
  const canGoBack = claim.kind !== 'other' && claim.step >= 4 && claim.step <= 6;
  return (
    <Stack gap="xs">
      <ol
        className={classes.timeline}
        aria-label={t('benefits.timeline.label', { claim: claim.label })}
      >
        {steps.map((s) => {
          const current = s.step === claim.step;
          const state = t(
            current ? stateIds.current : s.step < claim.step ? stateIds.passed : stateIds.notYet,
          );
          return (
            <li
              key={s.step}
              className={classes.timelineStep}
              aria-current={current ? 'step' : undefined}
            >
              <Text fw={current ? 700 : 400}>
                {t('benefits.timeline.step', {
                  step: s.step,
                  total: steps.length,
                  name: s.name,
                  state,
                })}
              </Text>
              {current ? <Text>{s.meaning}</Text> : null}
            </li>
          );
        })}
      </ol>
      {isFinished(claim.kind, claim.step) ? (
        <Text>{t('benefits.timeline.last')}</Text>
      ) : next ? (
        <Text>
          <strong>{t('benefits.timeline.next')} </strong>
          {t('benefits.timeline.nextStep', { step: next.step, name: next.name })} {next.meaning}
        </Text>
      ) : null}
      {canGoBack ? (
        <Text>{t('benefits.timeline.canGoBack', { step: EVIDENCE_GATHERING_STEP })}</Text>
      ) : null}
    </Stack>
  );
}
