/**
 * Sync state the UI shows, as Jotai atoms (written through appStore by the engine): first
 * download progress per table, problems a visitor should know about, and the realtime channel.
 */
import { atom } from 'jotai';
import { mirrorTables, type MirrorTableName } from '../mirrorTables';
import type { InitialSyncState } from './syncMeta';

/** Why the last attempt to sync a table failed; null when it worked. */
export type SyncProblem = 'offline' | 'server' | 'storage-full' | 'storage-blocked';

export interface TableSyncStatus {
  state: InitialSyncState;
  downloaded: number;
  total: number | null;
  lastSyncedAt: string | null;
  problem: SyncProblem | null;
}

export type SyncProgress = Record<MirrorTableName, TableSyncStatus>;

const notStarted: TableSyncStatus = {
  state: 'never',
  downloaded: 0,
  total: null,
  lastSyncedAt: null,
  problem: null,
};

export const syncProgressAtom = atom<SyncProgress>(
  Object.fromEntries(mirrorTables.map((t) => [t, notStarted])) as SyncProgress,
);

/** The first download across all tables: for one progress bar. */
export function overallProgress(progress: SyncProgress) {
  const tables = Object.values(progress);
  return {
    downloaded: tables.reduce((sum, t) => sum + t.downloaded, 0),
    total: tables.every((t) => t.total !== null)
      ? tables.reduce((sum, t) => sum + (t.total ?? 0), 0)
      : null,
    complete: tables.every((t) => t.state === 'complete'),
  };
}

const syncProblemMessages: Record<SyncProblem, string> = {
  offline:
    'We could not reach VetHub to update the lists. You are seeing the copy saved on this device. We will try again when the connection returns.',
  server:
    'VetHub did not answer as expected, so the lists were not updated. We will try again in a few minutes.',
  'storage-full':
    'This device has no room left to save VetHub lists for offline use. Free some space, then reload the page.',
  'storage-blocked':
    'This browser does not let VetHub save lists on this device (private browsing or a blocked site setting). The lists still work while you are online.',
};

export function describeSyncProblem(problem: SyncProblem): string {
  return syncProblemMessages[problem];
}

export type RealtimeStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

export const realtimeStatusAtom = atom<RealtimeStatus>('disconnected');

/** The shell's tooltip and the /network-help page. */
const realtimeMessages: Record<RealtimeStatus, string> = {
  connected: 'Live updates are on. New and changed listings appear on their own.',
  connecting: 'Connecting for live updates.',
  disconnected:
    'Live updates are off. You can still browse the lists saved on this device; they update when the connection returns.',
  error:
    'Live updates could not connect. You can still browse the lists saved on this device. We keep trying in the background.',
};

export function describeRealtimeStatus(status: RealtimeStatus): string {
  return realtimeMessages[status];
}
