import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { hydratesPrerenderedPage } from '../lib/prerenderedPage';
import { readStored, writeStored, type StoredParser } from '../lib/storedValue';
import { appStore } from './store';

/** True once the browser refused to save a setting, so the UI can say so instead of failing silently. */
export const settingsNotSavedAtom = atom(false);

// A prerendered page hydrates with every setting at its default, as the build rendered it; the
// stored values are read right after (loadPersistedSettings), before anything that shows them
// later (the cookie notice, popups) first renders.
const readOnInit = !hydratesPrerenderedPage();
const loaders: (() => void)[] = [];

/** After hydration: every setting to its stored value. */
export function loadPersistedSettings(): void {
  for (const load of loaders) load();
}

/** A setting kept in localStorage, parsed so a broken value falls back to the default. */
export function persistedAtom<T>(key: string, parse: StoredParser<T>, initial: T) {
  const setting = atomWithStorage<T>(
    key,
    initial,
    {
      getItem: (k, fallback) => readStored(k, parse, fallback),
      setItem: (k, value) => {
        if (!writeStored(k, value)) appStore.set(settingsNotSavedAtom, true);
      },
      removeItem: (k) => {
        try {
          window.localStorage.removeItem(k);
        } catch {
          // Storage is blocked: there is nothing to remove.
        }
      },
    },
    { getOnInit: readOnInit },
  );
  loaders.push(() => {
    const stored = readStored(key, parse, undefined);
    if (stored !== undefined) appStore.set(setting, stored);
  });
  return setting;
}
