import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ClaimRecord } from '../../data/localDb';
import print from '../../components/PrintButton.module.css';
import {
  deadlinesChecked,
  runningDeadlines,
  WARNING_DAYS,
  type RunningDeadline,
} from './claimDeadlines';
import { ClaimTrackerDatesForm } from './ClaimTrackerDatesForm';
import { deadlineText, dueInWords } from './deadlineWords';
import { readableDate } from '../../lib/longDate';
import { localToday } from '../../lib/localToday';
import { t } from './words';

/** Nearer is redder; words, not only colour, say how near (WARNING_DAYS, nearest last). */
const warningColors = ['blue', 'yellow', 'red'] as const;

function warningOf(r: RunningDeadline): { color: string; title: string } | null {
  if (r.daysLeft < 0) return { color: 'gray', title: t('benefits.deadlines.passed') };
  if (r.warning === undefined) return null;
  const color = warningColors[WARNING_DAYS.indexOf(r.warning)] ?? 'red';
  return { color, title: t('benefits.deadlines.fewerLeft', { days: r.warning }) };
}

function DeadlineItem({ r }: { r: RunningDeadline }) {
  const warning = warningOf(r);
  const words = deadlineText(r.deadline);
  const body = (
    <Stack gap={4}>
      <Text fw={700}>{dueInWords(r)}</Text>
      <Text size="sm">
        {t('benefits.deadlines.started', {
          date: readableDate(r.startedOn),
          ifMissed: words.ifMissed,
        })}
      </Text>
      <Text size="sm">{t('benefits.deadlines.rule', { rule: r.deadline.source })}</Text>
    </Stack>
  );
  return (
    <List.Item>
      <Text fw={700}>{words.label}</Text>
      {warning ? (
        <Alert color={warning.color} title={warning.title}>
          {body}
        </Alert>
      ) : (
        body
      )}
    </List.Item>
  );
}

/** The VA time limits a claim's recorded dates have started, with the form to record them. */
export function ClaimTrackerDeadlines({ claim }: { claim: ClaimRecord }) {
  const [editing, setEditing] = useState(false);
  const running = runningDeadlines(claim.startDates ?? {}, localToday());
  const headingId = `claim-${claim.id}-deadlines`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={4} size="h5" id={headingId}>
        {t('benefits.deadlines.title')}
      </Title>
      {running.length > 0 ? (
        <>
          <List
            spacing="sm"
            listStyleType="none"
            aria-label={t('benefits.deadlines.listLabel', { claim: claim.label })}
          >
            {running.map((r) => (
              <DeadlineItem key={r.deadline.id} r={r} />
            ))}
          </List>
          <Text size="sm">
            {t('benefits.deadlines.counted', { date: readableDate(deadlinesChecked) })}
          </Text>
        </>
      ) : (
        <Text size="sm">{t('benefits.deadlines.none')}</Text>
      )}
      <div className={print.noPrint}>
        {editing ? (
          <ClaimTrackerDatesForm claim={claim} onDone={() => setEditing(false)} />
        ) : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            {t('benefits.deadlines.record')}
          </Button>
        )}
      </div>
    </Stack>
  );
}
