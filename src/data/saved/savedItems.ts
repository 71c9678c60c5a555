/**
 * Saved items: the visitor's bookmarks in four lists, kept only on this device (no account
 * needed) as a snapshot of the record, so a saved deal or post still shows offline and after
 * its source is gone. Storage failures come back as values and show up in storageProblemAtom.
 */
import Dexie from 'dexie';
import { recordItemEvent } from '../itemEvents';
import { localDb, type SavedItem, type SavedList, type VetHubDb } from '../localDb';
import { recordOfSavedList } from '../records';
import { clearWriteProblem, reportStorageProblem, type StorageProblem } from '../storageStatus';
import { askPersistenceOnce } from './storagePersistence';

export const savedLists: readonly SavedList[] = ['vetdeals', 'blog', 'services', 'job'];

/** The record as the page shows it; its numeric id is the key within its list. */
export type SavableRecord = Record<string, unknown> & { id: number };

export type SaveResult = { ok: true; saved: boolean } | { ok: false; problem: StorageProblem };

/**
 * Adds the record to the list, or removes it when it is already there. Call it straight from
 * the click handler: on the first save ever it asks the browser for persistent storage, which
 * must happen inside the gesture.
 */
export async function toggleSaved(
  list: SavedList,
  record: SavableRecord,
  db: VetHubDb = localDb,
): Promise<SaveResult> {
  // Must stay before the first await (see storagePersistence.ts); the answer arrives on its own.
  void askPersistenceOnce();
  try {
    const saved = await db.transaction('rw', db.saved, async () => {
      const key: [SavedList, number] = [list, record.id];
      if (await db.saved.get(key)) {
        await db.saved.delete(key);
        return false;
      }
      const item: SavedItem = {
        list,
        id: record.id,
        saved_at: new Date().toISOString(),
        record: { ...record },
      };
      await db.saved.put(item);
      return true;
    });
    clearWriteProblem();
    if (saved) recordItemEvent(recordOfSavedList(list).table, record.id, 'save');
    return { ok: true, saved };
  } catch (error) {
    return { ok: false, problem: reportStorageProblem(error) };
  }
}

/** A removal: a storage failure comes back as the problem, not thrown. */
async function remove(work: () => Promise<unknown>): Promise<SaveResult> {
  try {
    await work();
    return { ok: true, saved: false };
  } catch (error) {
    return { ok: false, problem: reportStorageProblem(error) };
  }
}

/** Removes one item (the Saved page's remove action, also for items no longer available). */
export function removeSaved(
  list: SavedList,
  id: number,
  db: VetHubDb = localDb,
): Promise<SaveResult> {
  return remove(() => db.saved.delete([list, id]));
}

/** Empties one list, or all four when no list is given. */
export function clearSaved(list?: SavedList, db: VetHubDb = localDb): Promise<SaveResult> {
  return remove(() => (list ? db.saved.where('list').equals(list).delete() : db.saved.clear()));
}

export async function isSaved(
  list: SavedList,
  id: number,
  db: VetHubDb = localDb,
): Promise<boolean> {
  return (await db.saved.get([list, id])) !== undefined;
}

/** One list, most recently saved first. */
export function listSaved(list: SavedList, db: VetHubDb = localDb): Promise<SavedItem[]> {
  return db.saved
    .where('[list+saved_at]')
    .between([list, Dexie.minKey], [list, Dexie.maxKey])
    .reverse()
    .toArray();
}

/** Items in one list, or in all four when no list is given (the header badge). */
export function countSaved(list?: SavedList, db: VetHubDb = localDb): Promise<number> {
  return list ? db.saved.where('list').equals(list).count() : db.saved.count();
}

export async function countSavedByList(db: VetHubDb = localDb): Promise<Record<SavedList, number>> {
  const counts = await Promise.all(savedLists.map((list) => countSaved(list, db)));
  return {
    vetdeals: counts[0] ?? 0,
    blog: counts[1] ?? 0,
    services: counts[2] ?? 0,
    job: counts[3] ?? 0,
  };
}
