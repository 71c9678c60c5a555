/**
 * The outbox on this device's database, for features and components: queue a write, resend or
 * drop an entry, read one, wait until it is sent. Tests pass their own database.
 */
import { liveQuery } from 'dexie';
import { localDb, type OutboxEntry, type OutboxState, type VetHubDb } from '../localDb';
import {
  discard,
  enqueue,
  retry,
  type OutboxResult,
  type OutboxWrite,
  type ResendEdit,
} from './outboxQueue';

export function queueWrite(write: OutboxWrite, db: VetHubDb = localDb): Promise<OutboxResult> {
  return enqueue(db, write);
}

export function resendEntry(
  id: string,
  edit?: ResendEdit,
  db: VetHubDb = localDb,
): Promise<OutboxResult> {
  return retry(db, id, edit);
}

export function discardEntry(id: string, db: VetHubDb = localDb): Promise<OutboxResult> {
  return discard(db, id);
}

export function readEntry(id: string, db: VetHubDb = localDb): Promise<OutboxEntry | undefined> {
  return db.outbox.get(id);
}

/** Resolves with the entry's first settled state, or 'queued' when `ms` pass first. */
export function waitUntilSettled(
  id: string,
  ms: number,
  db: VetHubDb = localDb,
): Promise<OutboxState | 'gone'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish('queued'), ms);
    const subscription = liveQuery(() => db.outbox.get(id)).subscribe({
      next: (entry) => {
        if (!entry) finish('gone');
        else if (entry.state === 'sent' || entry.state === 'failed') finish(entry.state);
      },
      error: () => finish('queued'),
    });
    function finish(state: OutboxState | 'gone') {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(state);
    }
  });
}
