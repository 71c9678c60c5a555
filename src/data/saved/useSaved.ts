/**
 * Live views of the saved lists for components: each re-renders when any tab saves, removes or
 * purges an item. A storage failure shows as storageProblemAtom and the empty value, not a crash.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type SavedItem, type SavedList, type VetHubDb } from '../localDb';
import { readOrReport } from '../storageStatus';
import { countSaved, countSavedByList, isSaved, listSaved } from './savedItems';

const NO_COUNTS: Record<SavedList, number> = { vetdeals: 0, blog: 0, services: 0, job: 0 };

/** Items in one list, or in all four (the header badge); 0 until the first read. */
export function useSavedCount(list?: SavedList, db: VetHubDb = localDb): number {
  return useLiveQuery(() => readOrReport(() => countSaved(list, db), 0), [list, db], 0);
}

export function useSavedCounts(db: VetHubDb = localDb): Record<SavedList, number> {
  return useLiveQuery(() => readOrReport(() => countSavedByList(db), NO_COUNTS), [db], NO_COUNTS);
}

/** One list, newest first; undefined while it loads, so a page can tell loading from empty. */
export function useSavedList(list: SavedList, db: VetHubDb = localDb): SavedItem[] | undefined {
  return useLiveQuery(() => readOrReport(() => listSaved(list, db), []), [list, db]);
}

export function useIsSaved(list: SavedList, id: number, db: VetHubDb = localDb): boolean {
  return useLiveQuery(
    () => readOrReport(() => isSaved(list, id, db), false),
    [list, id, db],
    false,
  );
}
