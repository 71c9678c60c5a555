/**
 * False while React hydrates the build's HTML (and in the build's own render), true in every
 * other render. What the device stored must not change the hydrating render: a page reads it
 * once this is true, and React renders again with it right after hydration.
 */
import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};
const afterHydration = () => true;
const whileHydrating = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(noChanges, afterHydration, whileHydrating);
}
