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

export type RealtimeStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

export const realtimeStatusAtom = atom<RealtimeStatus>('disconnected');
