/**
 * The mirror's sync in a dedicated worker: fetching, parsing and writing 30k rows (first sync,
 * delta pulls, realtime batches) never blocks the page's main thread. The page reads the same
 * IndexedDB with Dexie live queries, which see these writes; progress and the realtime state are
 * posted back for the shell to show.
 */
import { createStore } from 'jotai';
import { localDb } from '../localDb';
import { supabaseSource } from './supabaseSource';
import { realtimeStatusAtom, syncProgressAtom } from './syncAtoms';
import { referenceOptions } from './referenceFetch';
import { loadSyncClient } from './syncClient';
import { browserEstimate } from './storageBudget';
import { startSyncWith } from './syncEngine';
import type { FromSyncWorker, ToSyncWorker } from './syncWorkerMessages';

/** The parts of DedicatedWorkerGlobalScope used here (the project's lib is DOM's). */
interface WorkerScope {
  postMessage(message: FromSyncWorker): void;
  onmessage: ((event: MessageEvent<ToSyncWorker>) => void) | null;
  close(): void;
}
const scope = self as unknown as WorkerScope;
const post = (message: FromSyncWorker) => scope.postMessage(message);
const store = createStore();
store.sub(syncProgressAtom, () =>
  post({ type: 'progress', progress: store.get(syncProgressAtom) }),
);
store.sub(realtimeStatusAtom, () =>
  post({ type: 'realtime', status: store.get(realtimeStatusAtom) }),
);

// The page's view of the connection: a worker's own online events are not fired everywhere.
let online = navigator.onLine !== false;
const sync = startSyncWith({
  db: localDb,
  getSource: async () => supabaseSource(await loadSyncClient()),
  store,
  isOnline: () => online,
  estimate: browserEstimate,
  ...referenceOptions,
});

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'sync-now') {
    void sync.syncNow().then(() => post({ type: 'synced', id: message.id }));
  } else if (message.type === 'want-reference') {
    sync.wantReference();
  } else if (message.type === 'connection') {
    const cameBack = message.online && !online;
    online = message.online;
    if (cameBack) void sync.syncNow();
    if (!online) store.set(realtimeStatusAtom, 'disconnected');
  } else {
    sync.stop();
    scope.close();
  }
};
