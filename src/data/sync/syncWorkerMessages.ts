/** What the page and the sync worker (sync.worker.ts) say to each other. */
import type { RealtimeStatus, SyncProgress } from './syncAtoms';

export type ToSyncWorker =
  | { type: 'sync-now'; id: number }
  | { type: 'connection'; online: boolean }
  | { type: 'want-reference' }
  | { type: 'stop' };

export type FromSyncWorker =
  | { type: 'progress'; progress: SyncProgress }
  | { type: 'realtime'; status: RealtimeStatus }
  | { type: 'synced'; id: number };
