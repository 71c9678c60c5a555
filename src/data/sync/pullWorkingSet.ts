/**
 * The pull of a table too large to keep whole (workingSet.ts): each stream's newest rows, then
 * its changes. A stream without a watermark, or whose changes since it outnumber its share (a
 * device back after months away), is downloaded again newest first, up to its share; later
 * cycles pull only what changed after its newest row. What falls out of every stream goes in
 * trimWorkingSet.ts, after the pull.
 */
import type { MirrorRow, MirrorTableName, VetHubDb } from '../localDb';
import { mirrorStore } from '../mirrorStore';
import { applyRows } from './applyRows';
import { PULL_PAGE_SIZE, type PullOptions } from './pullTable';
import type { SyncSource } from './source';
import { readSyncMeta, writeSyncMeta, type TableSyncMeta, type Watermark } from './syncMeta';
import { rowKey } from './tables';
import type { Region } from '../region';
import { regionKey, streamRows, streamsFor, type Stream } from './workingSet';

const markOf = (table: MirrorTableName, row: MirrorRow | undefined): Watermark | null => {
  const key = row ? rowKey(table, row) : null;
  return row && key !== null ? { updatedAt: row.updated_at, key } : null;
};

interface StreamPull {
  rows: number;
  /** Every row the stream matches is on the device now. */
  whole: boolean;
  mark: Watermark | null;
}

async function write(db: VetHubDb, table: MirrorTableName, rows: MirrorRow[]): Promise<void> {
  if (rows.length)
    await db.transaction('rw', mirrorStore(db, table).table, () => applyRows(db, table, rows));
}

interface Download {
  stream: Stream;
  share: number;
  /** Rows the stream matches, when already known (the unfiltered stream: the server's total). */
  matching: number | null;
  onTotal: (total: number) => void;
  onRows: (count: number) => void;
}

/** Newest first, up to the stream's share; `onRows` counts progress. */
async function downloadNewest(
  db: VetHubDb,
  source: SyncSource,
  table: MirrorTableName,
  { stream, share, matching: known, onTotal, onRows }: Download,
): Promise<StreamPull> {
  let after: Watermark | null = null;
  let newest: Watermark | null = null;
  let pulled = 0;
  let matching = known ?? 0;
  while (pulled < share) {
    const page = await source.pullPage({
      table,
      after,
      limit: Math.min(PULL_PAGE_SIZE, share - pulled),
      // Counting a million rows exactly costs the server more than the page itself.
      withCount: after === null && known === null,
      conditions: stream.conditions,
      descending: true,
    });
    if (after === null) {
      matching = known ?? page.remaining ?? page.rows.length;
      onTotal(Math.min(matching, share));
      newest = markOf(table, page.rows[0]);
    }
    await write(db, table, page.rows);
    pulled += page.rows.length;
    onRows(page.rows.length);
    after = markOf(table, page.rows.at(-1));
    if (page.rows.length === 0 || after === null) break;
  }
  return { rows: pulled, whole: matching <= share, mark: newest };
}

/** Changes after the stream's watermark; null when they outnumber its share (start it over). */
async function pullChanges(
  db: VetHubDb,
  source: SyncSource,
  table: MirrorTableName,
  stream: Stream,
  share: number,
  mark: Watermark,
): Promise<StreamPull | null> {
  let after = mark;
  let first = true;
  let pulled = 0;
  for (;;) {
    const page = await source.pullPage({
      table,
      after,
      limit: PULL_PAGE_SIZE,
      withCount: first,
      conditions: stream.conditions,
    });
    if (first && (page.remaining ?? 0) > share) return null;
    first = false;
    await write(db, table, page.rows);
    pulled += page.rows.length;
    after = markOf(table, page.rows.at(-1)) ?? after;
    if (page.rows.length < PULL_PAGE_SIZE) return { rows: pulled, whole: false, mark: after };
  }
}

export interface WorkingSetOptions extends PullOptions {
  region: Region | null;
  /** Rows the table keeps at most (WORKING_SET_ROWS, less when storage runs short). */
  rowsPerTable: number;
  serverTotal: number;
}

/** Pulls the table's working set; returns its sync meta afterwards. */
export async function pullWorkingSet(
  db: VetHubDb,
  source: SyncSource,
  table: MirrorTableName,
  options: WorkingSetOptions,
): Promise<TableSyncMeta> {
  const held = await readSyncMeta(db, table);
  const region = regionKey(options.region);
  const streams = streamsFor(table, options.region);
  // New streams (a first working set, another region): shown with the first-sync progress bar.
  // Deals and posts have no region: their streams carry on through a region change.
  const moved = held.whole || streams.some((stream) => !held.streams[stream.id]);
  let meta: TableSyncMeta = {
    ...held,
    whole: false,
    region,
    serverTotal: options.serverTotal,
    ...(moved ? { state: 'running' as const, downloaded: 0, total: null } : {}),
  };
  // Streams of another region are forgotten; the national and newest ones carry on.
  meta.streams = Object.fromEntries(
    streams.flatMap((s): [string, Watermark][] => {
      const mark = held.streams[s.id];
      return mark ? [[s.id, mark]] : [];
    }),
  );
  meta.wholeStreams = held.wholeStreams.filter((id) => meta.streams[id]);
  await writeSyncMeta(db, table, meta);
  options.onProgress?.(meta);
  let expected = 0;
  for (const stream of streams) {
    if (options.shouldStop?.()) return meta;
    const share = streamRows(stream, options.rowsPerTable);
    const mark = meta.streams[stream.id];
    let pulled = mark ? await pullChanges(db, source, table, stream, share, mark) : null;
    if (!pulled) {
      pulled = await downloadNewest(db, source, table, {
        stream,
        share,
        matching: stream.conditions.length === 0 ? options.serverTotal : null,
        onTotal: (total) => {
          expected += total;
          meta = { ...meta, total: meta.state === 'complete' ? meta.total : expected };
        },
        onRows: (count) => {
          if (meta.state !== 'complete') meta = { ...meta, downloaded: meta.downloaded + count };
          options.onProgress?.(meta);
        },
      });
      const others = meta.wholeStreams.filter((id) => id !== stream.id);
      meta.wholeStreams = pulled.whole ? [...others, stream.id] : others;
    }
    if (pulled.mark) meta.streams = { ...meta.streams, [stream.id]: pulled.mark };
    await writeSyncMeta(db, table, meta);
  }
  meta = {
    ...meta,
    state: 'complete',
    lastSyncedAt: (options.now?.() ?? new Date()).toISOString(),
  };
  await writeSyncMeta(db, table, meta);
  options.onProgress?.(meta);
  return meta;
}
