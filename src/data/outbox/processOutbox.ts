/**
 * Sends due outbox entries one at a time: queued → sending → sent | failed(reason), or back to
 * queued with a growing delay when the network or the server is having trouble. 'sending' is
 * written before each request, so after a crash we know which entries may have reached the
 * server; resending them is safe because every send is idempotent (see outboxTransport.ts).
 */
import Dexie from 'dexie';
import type { OutboxEntry, VetHubDb } from '../localDb';
import type { OutboxTransport, TransportAnswer } from './outboxTransport';

const BACKOFF_BASE_MS = 2_000;
const BACKOFF_CAP_MS = 5 * 60_000;

/** 2 s × 2^attempts, capped at 5 minutes; random between half and all of it, so many devices
 * coming back online at once do not all retry in the same second. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_BASE_MS * 2 ** attempts, BACKOFF_CAP_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

type Outcome = 'sent' | 'retrying' | 'failed';

/** Network errors (status 0), timeouts, rate limits and server errors pass; other 4xx will not. */
export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retrying';
  return 'failed';
}

export interface OutboxRun {
  sent: number;
  retrying: number;
  failed: number;
}

/** Entries a crash or a closed tab left in 'sending' go back to the queue (call on start). */
export function recoverInterrupted(db: VetHubDb): Promise<number> {
  return db.outbox.where('state').equals('sending').modify({ state: 'queued' });
}

/** Sent entries stay a day so the page can confirm "Sent"; then this copy of the data goes. */
export const SENT_KEEP_MS = 24 * 60 * 60 * 1000;

export function pruneSent(db: VetHubDb, now: number = Date.now()): Promise<number> {
  const cutoff = new Date(now - SENT_KEEP_MS).toISOString();
  return db.outbox
    .where('state')
    .equals('sent')
    .filter((entry) => (entry.sentAt ?? '') <= cutoff)
    .delete();
}

/** The earliest time a queued entry is due, or null when nothing waits. */
export async function nextDueAt(db: VetHubDb): Promise<number | null> {
  const first = await db.outbox
    .where('[state+nextAttemptAt]')
    .between(['queued', Dexie.minKey], ['queued', Dexie.maxKey])
    .first();
  return first?.nextAttemptAt ?? null;
}

/** Takes the oldest due entry and marks it 'sending' in one transaction, so two tabs never
 * send the same entry at the same moment. */
function claimNextDue(
  db: VetHubDb,
  now: number,
  accept: (entry: OutboxEntry) => boolean,
): Promise<OutboxEntry | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox
      .where('[state+nextAttemptAt]')
      .between(['queued', Dexie.minKey], ['queued', now], true, true)
      .filter(accept)
      .first();
    if (!entry) return undefined;
    await db.outbox.update(entry.id, { state: 'sending' });
    return { ...entry, state: 'sending' as const };
  });
}

async function sendOnce(transport: OutboxTransport, entry: OutboxEntry): Promise<TransportAnswer> {
  try {
    return await transport.send(entry);
  } catch (error) {
    // A transport that throws never got an answer: treat it like a dropped connection.
    return { status: 0, message: error instanceof Error ? error.message : String(error) };
  }
}

function changesAfter(
  entry: OutboxEntry,
  answer: TransportAnswer,
  now: number,
  random: () => number,
) {
  const outcome = outcomeOf(answer.status);
  if (outcome === 'sent') {
    return {
      outcome,
      changes: {
        state: 'sent' as const,
        sentAt: new Date(now).toISOString(),
        error: undefined,
        // The picture is on the server now; the device need not keep its bytes.
        attachment: undefined,
      },
    };
  }
  if (outcome === 'failed') {
    const error = answer.message || `The server refused this (status ${answer.status}).`;
    return { outcome, changes: { state: 'failed' as const, attempts: entry.attempts + 1, error } };
  }
  return {
    outcome,
    changes: {
      state: 'queued' as const,
      attempts: entry.attempts + 1,
      nextAttemptAt: now + backoffMs(entry.attempts, random),
    },
  };
}

/**
 * Sends every entry due at `now` (the time this run started), oldest first. Storage errors are
 * thrown to the caller; server and network errors become the entries' states.
 */
export async function processOutbox(
  db: VetHubDb,
  transport: OutboxTransport,
  now: number = Date.now(),
  random: () => number = Math.random,
  /** Which entries this sender may take (the service worker, without a session, takes fewer). */
  accept: (entry: OutboxEntry) => boolean = () => true,
): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, retrying: 0, failed: 0 };
  const next = () => claimNextDue(db, now, accept);
  for (let entry = await next(); entry; entry = await next()) {
    const answer = await sendOnce(transport, entry);
    const { outcome, changes } = changesAfter(entry, answer, now, random);
    await db.outbox.update(entry.id, changes);
    run[outcome] += 1;
  }
  return run;
}
