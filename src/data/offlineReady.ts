/**
 * Whether the service worker holds the whole app, so every page opens without a connection
 * (issue 36, item 4). The page marks <html data-offline-ready> too, so tests wait on the state
 * rather than on time.
 */
import { atom } from 'jotai';
import { appStore } from './store';

export const appOfflineReadyAtom = atom(false);

/** The worker finished installing (every file precached), or already controls the page. */
export function markOfflineReady(store = appStore): void {
  store.set(appOfflineReadyAtom, true);
  document.documentElement.dataset.offlineReady = '';
}
