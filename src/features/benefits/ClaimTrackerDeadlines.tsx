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
import { dueInWords } from './deadlineWords';
import { readableDate } from './readableDate';
import { localToday } from './claimTrackerStorage';

/** Nearer is redder; words, not only colour, say how near (WARNING_DAYS, nearest last). */
const warningColors = ['blue', 'yellow', 'red'] as const;

function warningOf(r: RunningDeadline): { color: string; title: string } | null {
  if (r.daysLeft < 0) return { color: 'gray', title: 'This time limit has passed' };
  if (r.warning === undefined) return null;
  const color = warningColors[WARNING_DAYS.indexOf(r.warning)] ?? 'red';
  return { color, title: `${r.warning} days or fewer left` };
}

function DeadlineItem({ r }: { r: RunningDeadline }) {
  const warning = warningOf(r);
  const body = (
    <Stack gap={4}>
      <Text fw={700}>{dueInWords(r)}</Text>
      <Text size="sm">
        Started {readableDate(r.startedOn)}. If it is missed: {r.deadline.if_missed}
      </Text>
      <Text size="sm">Rule: {r.deadline.source}.</Text>
    </Stack>
  );
  return (
    <List.Item>
      <Text fw={700}>{r.deadline.label}</Text>
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
        VA time limits
      </Title>
      {running.length > 0 ? (
        <>
          <List spacing="sm" listStyleType="none" aria-label={`Time limits for ${claim.label}`}>
            {running.map((r) => (
              <DeadlineItem key={r.deadline.id} r={r} />
            ))}
          </List>
          <Text size="sm">
            VetHub counts from the dates you entered, with VA&apos;s rules as checked on{' '}
            {readableDate(deadlinesChecked)}. Confirm every date against the letter VA sent you: the
            date in VA&apos;s letter is what counts.
          </Text>
        </>
      ) : (
        <Text size="sm">
          Record a date from one of VA&apos;s letters, such as when VA received your intent to file,
          to see the time limit it starts and how many days are left.
        </Text>
      )}
      <div className={print.noPrint}>
        {editing ? (
          <ClaimTrackerDatesForm claim={claim} onDone={() => setEditing(false)} />
        ) : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            Record dates from VA&apos;s letters
          </Button>
        )}
      </div>
    </Stack>
  );
}
