/**
 * Live reads of this device's database for features: the read runs again whenever a table it
 * touched changes (sync, realtime, another tab). Undefined while the first answer loads.
 */
import { liveQuery, type Observable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type VetHubDb } from './localDb';

export function useLive<T>(
  read: (db: VetHubDb) => Promise<T>,
  deps: readonly unknown[],
  db: VetHubDb = localDb,
): T | undefined {
  // The caller lists what `read` depends on, as with useEffect.
  return useLiveQuery(() => read(db), [db, ...deps]);
}

/** The same outside React: an observable of the read's answers. */
export function watchLive<T>(
  read: (db: VetHubDb) => Promise<T>,
  db: VetHubDb = localDb,
): Observable<T> {
  return liveQuery(() => read(db));
}
