/**
 * Live views of the outbox for components: what waits, what was sent, what failed and why. Each
 * shows only the entries of the person using the device now (or the guest's, signed out).
 */
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCurrentOwner } from '../deviceOwner';
import { localDb, type OutboxEntry, type VetHubDb } from '../localDb';
import { readOrReport } from '../storageStatus';

const ownEntries = (db: VetHubDb, owner: string) =>
  db.outbox.where('[owner+createdAt]').between([owner, Dexie.minKey], [owner, Dexie.maxKey]);

/** The owner's entries, newest first; undefined while loading. */
export function useOutbox(db: VetHubDb = localDb): OutboxEntry[] | undefined {
  const owner = useCurrentOwner();
  return useLiveQuery(
    () => readOrReport(() => ownEntries(db, owner).reverse().toArray(), []),
    [db, owner],
  );
}

/** A live count for the person using the device now; 0 while loading or unreadable. */
function useCount(db: VetHubDb, count: (owner: string) => Promise<number>): number {
  const owner = useCurrentOwner();
  return useLiveQuery(() => readOrReport(() => count(owner), 0), [db, owner], 0);
}

/** The owner's entries not yet delivered (queued or being sent), for a "waiting to send" badge. */
export function usePendingCount(db: VetHubDb = localDb): number {
  return useCount(db, (owner) =>
    ownEntries(db, owner)
      .filter((e) => e.state === 'queued' || e.state === 'sending')
      .count(),
  );
}

/** Entries of other people kept on this device (never shown, only counted, on /network-help). */
export function useOthersPendingCount(db: VetHubDb = localDb): number {
  return useCount(db, (owner) =>
    db.outbox
      .where('state')
      .anyOf('queued', 'sending', 'failed')
      .filter((e) => e.owner !== owner)
      .count(),
  );
}
