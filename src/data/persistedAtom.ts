import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { isPrerenderedPage } from '../lib/prerenderedPage';
import { readStored, writeStored, type StoredParser } from '../lib/storedValue';
import { appStore } from './store';

/** True once the browser refused to save a setting, so the UI can say so instead of failing silently. */
export const settingsNotSavedAtom = atom(false);

// A prerendered page hydrates with every setting at its default, as the build rendered it; each
// setting is read when a component first uses it (atomWithStorage's onMount), after hydration.
const readOnInit = !isPrerenderedPage();

/** A setting kept in localStorage, parsed so a broken value falls back to the default. */
export function persistedAtom<T>(key: string, parse: StoredParser<T>, initial: T) {
  return atomWithStorage<T>(
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
}
