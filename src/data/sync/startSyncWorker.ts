/**
 * Runs the sync engine in a dedicated worker (sync.worker.ts) and mirrors its progress and
 * realtime state into the page's atoms. Where no worker can start (an old browser, or its chunk
 * not cached yet and no connection) the engine runs on the page as before.
 */
import type { VetHubDb } from '../localDb';
import { appStore } from '../store';
import { startSync } from './startSync';
import { realtimeStatusAtom, syncProgressAtom } from './syncAtoms';
import type { SyncHandle } from './syncEngine';
import type { FromSyncWorker, ToSyncWorker } from './syncWorkerMessages';

export function startSyncInWorker(db: VetHubDb): SyncHandle {
  let worker: Worker | null = null;
  let onPage: SyncHandle | null = null;
  let stopped = false;
  let nextId = 0;
  let referenceWanted = false;
  const waiting = new Map<number, () => void>();
  const pending: ToSyncWorker[] = [];

  const send = (message: ToSyncWorker) => {
    if (worker) worker.postMessage(message);
    else pending.push(message);
  };
  const tellConnection = () => send({ type: 'connection', online: navigator.onLine });
  window.addEventListener('online', tellConnection);
  window.addEventListener('offline', tellConnection);

  const runOnPage = () => {
    worker?.terminate();
    worker = null;
    if (stopped || onPage) return;
    onPage = startSync({ db });
    if (referenceWanted) onPage.wantReference();
    for (const resolve of waiting.values()) void onPage.syncNow().then(resolve);
    waiting.clear();
  };

  const receive = (event: MessageEvent<FromSyncWorker>) => {
    const message = event.data;
    if (message.type === 'progress') appStore.set(syncProgressAtom, message.progress);
    else if (message.type === 'realtime') appStore.set(realtimeStatusAtom, message.status);
    else {
      waiting.get(message.id)?.();
      waiting.delete(message.id);
    }
  };

  // The page opens the database first: an upgrade reads this page's session (ownerUpgrade.ts),
  // which a worker cannot see.
  void db.open().then(
    () => {
      if (stopped) return;
      try {
        worker = new Worker(new URL('./sync.worker.ts', import.meta.url), {
          type: 'module',
          name: 'vethub-sync',
        });
      } catch {
        runOnPage();
        return;
      }
      worker.onmessage = receive;
      worker.onerror = runOnPage;
      tellConnection();
      for (const message of pending.splice(0)) worker.postMessage(message);
    },
    // The database cannot open (blocked storage): the engine on the page reports why.
    runOnPage,
  );

  return {
    stop() {
      stopped = true;
      window.removeEventListener('online', tellConnection);
      window.removeEventListener('offline', tellConnection);
      worker?.postMessage({ type: 'stop' });
      worker = null;
      onPage?.stop();
    },
    wantReference() {
      if (referenceWanted) return;
      referenceWanted = true;
      if (onPage) onPage.wantReference();
      else send({ type: 'want-reference' });
    },
    syncNow() {
      if (stopped) return Promise.resolve();
      if (onPage) return onPage.syncNow();
      nextId += 1;
      const id = nextId;
      return new Promise<void>((resolve) => {
        waiting.set(id, resolve);
        send({ type: 'sync-now', id });
      });
    },
  };
}
