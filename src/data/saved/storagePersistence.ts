/**
 * Asks the browser, once, to keep VetHub's storage for good (navigator.storage.persist()), so
 * saved items are not evicted when the device runs low on space. Some browsers only grant it,
 * or only show their prompt, during a user gesture: the first save is that gesture, so the ask
 * happens synchronously inside the click, before anything awaits.
 */
import * as z from 'zod/mini';
import { persistedAtom } from '../persistedAtom';
import { reportNotPersistent } from '../storageStatus';
import { appStore } from '../store';

export interface PersistenceAnswer {
  askedAt: number;
  /** null when the browser has no way to ask (the data is still stored). */
  granted: boolean | null;
}

/** The browser's answer, or null before the first save. Kept so the question is asked once. */
const answerSchema = z.nullable(
  z.object({ askedAt: z.number(), granted: z.nullable(z.boolean()) }),
);

export const storagePersistenceAtom = persistedAtom<PersistenceAnswer | null>(
  'vethub.storagePersistence',
  (value) => {
    const parsed = z.safeParse(answerSchema, value);
    return parsed.success ? parsed.data : undefined;
  },
  null,
);

/**
 * Call synchronously at the start of a save. Returns the pending answer on the first call ever,
 * undefined afterwards. A refusal becomes a storage notice the UI explains.
 */
export function askPersistenceOnce(store = appStore): Promise<void> | undefined {
  if (store.get(storagePersistenceAtom) !== null) return undefined;
  const askedAt = Date.now();
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (typeof storage?.persist !== 'function') {
    store.set(storagePersistenceAtom, { askedAt, granted: null });
    return undefined;
  }
  // Record the ask at once: a second click while the prompt is open must not ask again.
  store.set(storagePersistenceAtom, { askedAt, granted: null });
  return storage.persist().then(
    (granted) => {
      store.set(storagePersistenceAtom, { askedAt, granted });
      if (!granted) reportNotPersistent(store);
    },
    () => {
      store.set(storagePersistenceAtom, { askedAt, granted: false });
      reportNotPersistent(store);
    },
  );
}
