/**
 * Registers the service worker (workbox-window) and keeps watch for new builds: builds/latest.json
 * is read every 5 minutes and whenever the window regains focus or the connection comes back; a
 * different build id, or a new worker waiting, turns on the "A new version is available — Reload"
 * prompt.
 */
import { Workbox } from 'workbox-window';
import { markOfflineReady } from '../../data/offlineReady';
import { appStore } from '../../data/store';
import { SKIP_WAITING_MESSAGE } from '../../lib/swMessages';
import { updateAvailableAtom } from './updateAtoms';

export const BUILD_CHECK_MS = 5 * 60 * 1000;

let workbox: Workbox | undefined;

export async function isNewerBuildPublished(current: string = __BUILD_ID__): Promise<boolean> {
  try {
    const response = await fetch('/builds/latest.json', { cache: 'no-store' });
    if (!response.ok) return false;
    const latest = (await response.json()) as { buildId?: unknown };
    return typeof latest.buildId === 'string' && latest.buildId !== current;
  } catch {
    // Offline or a half-deployed site: ask again at the next check.
    return false;
  }
}

async function checkForUpdate(): Promise<void> {
  // Offline there is no one to ask (the failed request would only fill the console): the check
  // runs again when the connection is back.
  if (!navigator.onLine) return;
  if (!(await isNewerBuildPublished())) return;
  appStore.set(updateAvailableAtom, true);
  // Let the worker fetch the new build now, so Reload can switch to it at once.
  await workbox?.update().catch(() => undefined);
}

export function startUpdateChecks(): void {
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => appStore.set(updateAvailableAtom, true));
    // The first install precached every file: from now on the app opens with no connection.
    workbox.addEventListener('installed', (event) => {
      if (!event.isUpdate) markOfflineReady();
    });
    if (navigator.serviceWorker.controller) markOfflineReady();
    // Registering fetches sw.js to compare it: offline that only fails (and the browser logs
    // it), while the worker already installed keeps serving the app.
    const register = () => void workbox?.register().catch(() => undefined);
    if (navigator.onLine) register();
    else window.addEventListener('online', register, { once: true });
  }
  void checkForUpdate();
  setInterval(() => void checkForUpdate(), BUILD_CHECK_MS);
  window.addEventListener('focus', () => void checkForUpdate());
  window.addEventListener('online', () => void checkForUpdate());
}

/** The prompt's Reload: a waiting worker takes over first, so the reload gets the new build. */
export async function reloadToUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const waiting = registration?.waiting;
  if (waiting) {
    const switched = new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
      setTimeout(resolve, 3000);
    });
    waiting.postMessage({ type: SKIP_WAITING_MESSAGE });
    await switched;
  }
  window.location.reload();
}
