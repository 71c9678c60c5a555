/** Live views of the outbox for components: what waits, what was sent, what failed and why. */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type OutboxEntry, type VetHubDb } from '../localDb';
import { readOrReport } from '../storageStatus';

/** Every entry, newest first; undefined while loading. */
export function useOutbox(db: VetHubDb = localDb): OutboxEntry[] | undefined {
  return useLiveQuery(
    () => readOrReport(() => db.outbox.orderBy('createdAt').reverse().toArray(), []),
    [db],
  );
}

/** Entries not yet delivered (queued or being sent), for a "waiting to send" badge. */
export function usePendingCount(db: VetHubDb = localDb): number {
  return useLiveQuery(
    () => readOrReport(() => db.outbox.where('state').anyOf('queued', 'sending').count(), 0),
    [db],
    0,
  );
}
