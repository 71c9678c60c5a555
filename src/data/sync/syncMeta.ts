/**
 * What the device knows about each mirrored table's sync, kept in the `meta` table under
 * `sync:<table>`: the watermark (the last row pulled, in pull order), whether the first full
 * download finished, its progress, and when the table was last brought up to date.
 */
import type { MirrorTableName, VetHubDb } from '../localDb';

export type InitialSyncState = 'never' | 'running' | 'complete';

/** The last row applied, by (updated_at, key): updated_at exactly as the server wrote it. */
export interface Watermark {
  updatedAt: string;
  key: number | string;
}

export interface TableSyncMeta {
  state: InitialSyncState;
  watermark: Watermark | null;
  /** Rows received during the first download (for its progress). */
  downloaded: number;
  /** Rows the first download expects in all, once the server has said (count on a first page). */
  total: number | null;
  /** ISO time the table was last fully caught up with the server. */
  lastSyncedAt: string | null;
}

export const emptySyncMeta: TableSyncMeta = {
  state: 'never',
  watermark: null,
  downloaded: 0,
  total: null,
  lastSyncedAt: null,
};

export const syncMetaKey = (table: MirrorTableName) => `sync:${table}`;

function isWatermark(value: unknown): value is Watermark {
  const w = value as Partial<Watermark> | null;
  return (
    typeof w === 'object' &&
    w !== null &&
    typeof w.updatedAt === 'string' &&
    (typeof w.key === 'number' || typeof w.key === 'string')
  );
}

/** Reads leniently: a missing or damaged entry starts the table over rather than failing. */
function parse(value: unknown): TableSyncMeta {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Partial<TableSyncMeta>;
  return {
    state: v.state === 'running' || v.state === 'complete' ? v.state : 'never',
    watermark: isWatermark(v.watermark) ? v.watermark : null,
    downloaded: typeof v.downloaded === 'number' ? v.downloaded : 0,
    total: typeof v.total === 'number' ? v.total : null,
    lastSyncedAt: typeof v.lastSyncedAt === 'string' ? v.lastSyncedAt : null,
  };
}

export async function readSyncMeta(db: VetHubDb, table: MirrorTableName): Promise<TableSyncMeta> {
  const entry = await db.meta.get(syncMetaKey(table));
  return parse(entry?.value);
}

export async function writeSyncMeta(
  db: VetHubDb,
  table: MirrorTableName,
  meta: TableSyncMeta,
): Promise<void> {
  await db.meta.put({ key: syncMetaKey(table), value: meta });
}
