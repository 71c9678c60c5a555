/**
 * Live reads of this device's database for features: the read runs again whenever a table it
 * touched changes (sync, realtime, another tab). Undefined while the first answer loads.
 */
import { liveQuery, type Observable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { startTransition, useEffect, useState } from 'react';
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

type Emitted<T> = { value: T } | { error: unknown };

/**
 * A live read whose new answers render as a transition: a page that re-renders a whole list
 * when sync completes or a row changes does it in slices the page can answer a tap between,
 * not in one task (a 250 ms task of /services at 4× CPU slowdown). `read` gets `key`, which
 * names everything it depends on; pass a function defined outside the component. Like
 * useLiveQuery it keeps the last answer while the next loads and throws a failed read.
 */
export function useLiveInTransition<T>(
  db: VetHubDb,
  key: string,
  read: (db: VetHubDb, key: string) => Promise<T> | T,
): T | undefined {
  const [emitted, setEmitted] = useState<Emitted<T> | undefined>(undefined);
  useEffect(() => {
    const subscription = liveQuery(() => read(db, key)).subscribe({
      next: (value) => startTransition(() => setEmitted({ value })),
      error: (error: unknown) => startTransition(() => setEmitted({ error })),
    });
    return () => subscription.unsubscribe();
  }, [db, key, read]);
  if (emitted && 'error' in emitted) throw emitted.error;
  return emitted?.value;
}
