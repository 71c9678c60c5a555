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
  /**
   * The device holds every visible row (the nation fits under WORKING_SET_ROWS); false: a
   * working set (workingSet.ts), and lists it cannot answer alone go to the server.
   */
  whole: boolean;
  /** Visible rows on the server when last counted: "Connect to search all 12,431". */
  serverTotal: number | null;
  /** The region the working set was pulled for (regionKey). */
  region: string;
  /** Each working-set stream's watermark, by stream id. */
  streams: Record<string, Watermark>;
  /** Streams whose every matching row fits on the device: lists inside them need no server. */
  wholeStreams: string[];
  /** When the working set's rows were last checked for ones that left public view. */
  checkedAt: string | null;
}

export const emptySyncMeta: TableSyncMeta = {
  state: 'never',
  watermark: null,
  downloaded: 0,
  total: null,
  lastSyncedAt: null,
  whole: true,
  serverTotal: null,
  region: '',
  streams: {},
  wholeStreams: [],
  checkedAt: null,
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
    // A device synced before working sets holds every row: whole until the engine counts.
    whole: v.whole !== false,
    serverTotal: typeof v.serverTotal === 'number' ? v.serverTotal : null,
    region: typeof v.region === 'string' ? v.region : '',
    streams: Object.fromEntries(
      Object.entries(typeof v.streams === 'object' && v.streams ? v.streams : {}).filter(
        (entry): entry is [string, Watermark] => isWatermark(entry[1]),
      ),
    ),
    wholeStreams: Array.isArray(v.wholeStreams)
      ? v.wholeStreams.filter((id): id is string => typeof id === 'string')
      : [],
    checkedAt: typeof v.checkedAt === 'string' ? v.checkedAt : null,
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
