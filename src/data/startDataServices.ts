/**
 * Everything that keeps the device's data alive for the life of the page: the mirror's sync and
 * realtime, the outbox, listing views and saves, and the daily purge of saved items whose source
 * is gone. Loaded after the first page is up, so Dexie and supabase-js never delay first paint.
 */
import { startClaimsAccountSync } from './claimsAccountSync';
import { queueErrorReports } from './errors/queueErrorReports';
import { startItemEvents } from './itemEvents';
import { localDb } from './localDb';
import { startOutbox, type OutboxHandle } from './outbox/startOutbox';
import { refreshSaved, visibleByIds } from './saved/refreshSaved';
import { purgeDeleted } from './saved/savedCleanup';
import { loadSyncClient } from './sync/syncClient';
import { startSyncInWorker } from './sync/startSyncWorker';
import type { SyncHandle } from './sync/syncEngine';

export interface DataServices {
  sync: SyncHandle;
  outbox: OutboxHandle;
  stop(): void;
}

const PURGE_EVERY_MS = 60 * 60 * 1000;
/** Saved copies are asked of the server at most this often (on start and on reconnecting). */
const REFRESH_SAVED_MS = 10 * 60 * 1000;
let savedRefreshedAt = 0;

function refreshSavedCopies(): void {
  if (!navigator.onLine || Date.now() - savedRefreshedAt < REFRESH_SAVED_MS) return;
  savedRefreshedAt = Date.now();
  void loadSyncClient()
    .then((client) => refreshSaved(visibleByIds(client)))
    // A lost line: the copies stay as they are and the next reconnect tries again.
    .catch(() => {
      savedRefreshedAt = 0;
    });
}

let running: DataServices | undefined;
let referenceWanted = false;

/**
 * The translator is open: the crosswalk downloads now, even on a Save-Data line, where it
 * otherwise waits (it is the largest download and only the translator needs it).
 */
export function wantReferenceData(): void {
  referenceWanted = true;
  running?.sync.wantReference();
}

/** Something the sync follows changed (the region): a cycle now, done when it resolves. */
export function syncDataNow(): Promise<void> {
  return running?.sync.syncNow() ?? Promise.resolve();
}

export function startDataServices(): DataServices {
  if (running) return running;
  const sync = startSyncInWorker(localDb);
  if (referenceWanted) sync.wantReference();
  const outbox = startOutbox({ db: localDb });
  const purge = () => void purgeDeleted().catch(() => undefined);
  purge();
  // Errors recorded before the data layer ran (or on an earlier visit) go out now.
  void queueErrorReports().catch(() => undefined);
  refreshSavedCopies();
  window.addEventListener('online', refreshSavedCopies);
  // Views and saves counted while offline (or on an earlier visit) go out now and on reconnect.
  startItemEvents();
  const stopClaims = startClaimsAccountSync();
  const timer = setInterval(purge, PURGE_EVERY_MS);
  const services: DataServices = {
    sync,
    outbox,
    stop() {
      clearInterval(timer);
      stopClaims();
      window.removeEventListener('online', refreshSavedCopies);
      sync.stop();
      outbox.stop();
      running = undefined;
    },
  };
  running = services;
  return services;
}
