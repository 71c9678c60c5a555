/**
 * When a saved item's source disappears (deleted, unpublished, expired), the item stays and is
 * shown as "no longer available" for a week, then purged (spec §9). The sync engine calls
 * markMissing / unmarkIfBack as rows leave and return; the app calls purgeDeleted on start.
 */
import { localDb, type SavedList, type VetHubDb } from '../localDb';

/** Spec §9: deleted saved items are purged after 7 days. */
export const SAVED_PURGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Flags the saved items among `ids` whose source row is gone; returns how many were flagged. */
export function markMissing(
  list: SavedList,
  ids: readonly number[],
  now: number = Date.now(),
  db: VetHubDb = localDb,
): Promise<number> {
  const deletedAt = new Date(now).toISOString();
  return (
    db.saved
      .where('[list+id]')
      .anyOf(ids.map((id) => [list, id]))
      // Keep the first time it went missing: the week counts from then.
      .filter((item) => !item.isDeleted)
      .modify({ isDeleted: true, deletedAt })
  );
}

/** Clears the flag when a source row comes back (republished, restored) before the purge. */
export function unmarkIfBack(
  list: SavedList,
  ids: readonly number[],
  db: VetHubDb = localDb,
): Promise<number> {
  return db.saved
    .where('[list+id]')
    .anyOf(ids.map((id) => [list, id]))
    .filter((item) => item.isDeleted === true)
    .modify((item) => {
      delete item.isDeleted;
      delete item.deletedAt;
    });
}

/** Removes items flagged at least 7 days before `now`; returns how many were removed. */
export function purgeDeleted(now: number = Date.now(), db: VetHubDb = localDb): Promise<number> {
  const cutoff = new Date(now - SAVED_PURGE_MS).toISOString();
  return db.saved.where('deletedAt').belowOrEqual(cutoff).delete();
}
