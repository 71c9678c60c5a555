/**
 * Where the person's own submission is now: the outbox entry, live from this device's database,
 * and once it is sent, its row's standing on the server (live, waiting for review…). The page
 * that confirms a submission says only this, never what the submission might become.
 */
import { useNetwork } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { OutboxEntry } from '../../data/localDb';
import { useOutbox } from '../../data/outbox/useOutbox';
import { fetchSubmittedRow, type RowRef, type SubmittedRow } from '../../data/posting/submittedRow';
import type { RecordType } from '../../data/records';

export type Submission =
  /** The outbox is still being read (and always in a prerendered page). */
  | { state: 'checking' }
  /** Nothing of this person's on this device by that id (or no id at all). */
  | { state: 'missing' }
  /** On this device only: offline, or the server could not be reached yet. */
  | { state: 'queued'; offline: boolean }
  | { state: 'sending' }
  | { state: 'failed'; entry: OutboxEntry }
  /** The server has it; `row` is its standing there, or why that is not known. */
  | { state: 'sent'; row: SubmittedRow | 'checking' | 'unknown' };

interface RowAnswer {
  entryId: string;
  row: SubmittedRow | 'unknown';
}

function rowRef(entry: OutboxEntry): RowRef {
  return entry.op === 'update' ? { id: Number(entry.payload.id) } : { clientId: entry.id };
}

export function useSubmission(table: RecordType['table'], entryId: string | null): Submission {
  const entries = useOutbox();
  const { online } = useNetwork();
  const entry = entryId ? entries?.find((e) => e.id === entryId) : undefined;
  // The row to ask about, as a key: the entry object changes with every outbox write.
  const refKey = entry?.state === 'sent' ? JSON.stringify(rowRef(entry)) : null;
  const [answer, setAnswer] = useState<RowAnswer | null>(null);

  useEffect(() => {
    if (!entryId || !refKey || !online) return;
    let live = true;
    void fetchSubmittedRow(table, JSON.parse(refKey) as RowRef).then((found) => {
      if (live) setAnswer({ entryId, row: found.ok && found.row ? found.row : 'unknown' });
    });
    return () => {
      live = false;
    };
  }, [table, entryId, refKey, online]);

  if (!entries) return { state: 'checking' };
  if (!entry) return { state: 'missing' };
  if (entry.state === 'failed') return { state: 'failed', entry };
  if (entry.state === 'sent') {
    const known = answer?.entryId === entry.id ? answer.row : null;
    return { state: 'sent', row: known ?? (online ? 'checking' : 'unknown') };
  }
  if (!online) return { state: 'queued', offline: true };
  // Tried and not through: it waits on this device for the next attempt.
  if (entry.state === 'queued' && entry.attempts > 0) return { state: 'queued', offline: false };
  return { state: 'sending' };
}
