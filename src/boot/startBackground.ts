/**
 * What starts once the first page has loaded, in idle time: the data layer (Dexie, sync, realtime,
 * outbox: Dexie + supabase-js, ~85 KB) and the service worker with its update checks. The mark
 * 'vethub:data-services' lets the bundle test tell first-page JS from this.
 */
import { dataLayerStartedAtom } from '../data/dataLayerStatus';
import { appStore } from '../data/store';
import { whenIdle } from '../lib/whenIdle';

function start() {
  performance.mark('vethub:data-services');
  import('../data/startDataServices')
    .then((m) => {
      m.startDataServices();
      appStore.set(dataLayerStartedAtom, true);
    })
    // Offline before the chunk was ever cached: the next visit starts them.
    .catch(() => undefined);
  import('../app/update/serviceWorker').then((m) => m.startUpdateChecks()).catch(() => undefined);
  // Signed-in pages' guards load with their page (most first pages have none); fetched here too,
  // so a partner whose line drops mid-visit, before the service worker holds them, still opens
  // their dashboard and success pages.
  import('../app/guards/RouteGuard').catch(() => undefined);
  import('../app/guards/AdminOnly').catch(() => undefined);
}

export function startBackgroundWhenLoaded(): void {
  if (document.readyState === 'complete') whenIdle(start);
  else window.addEventListener('load', () => whenIdle(start), { once: true });
}
