/**
 * The paged delta pull of one table: rows changed after the watermark, ordered by (updated_at,
 * key), 1000 a page. Each page and the watermark after it are written in one transaction, so an
 * interrupted download (tab closed, network gone) resumes exactly where it stopped; the next
 * page is fetched while the last one is written. Rows with
 * equal updated_at are never skipped: the key breaks the tie, in the query and in the watermark.
 */
import type { MirrorTableName, VetHubDb } from '../localDb';
import { mirrorStore } from '../mirrorStore';
import { applyRows } from './applyRows';
import type { SyncSource } from './source';
import { readSyncMeta, writeSyncMeta, type TableSyncMeta } from './syncMeta';
import { rowKey } from './tables';

export const PULL_PAGE_SIZE = 1000;

export interface PullOptions {
  onProgress?: (meta: TableSyncMeta) => void;
  /** Checked between pages: true ends the pull early (the engine was stopped). */
  shouldStop?: () => boolean;
  now?: () => Date;
}

/** Pulls until the table is caught up; returns the table's sync meta afterwards. */
export async function pullTable(
  db: VetHubDb,
  source: SyncSource,
  table: MirrorTableName,
  options: PullOptions = {},
): Promise<TableSyncMeta> {
  let meta = await readSyncMeta(db, table);
  if (meta.state === 'never') {
    meta = { ...meta, state: 'running' };
    await writeSyncMeta(db, table, meta);
    options.onProgress?.(meta);
  }
  // Progress is counted during the first download only; later pulls are small and silent.
  const withCount = meta.state !== 'complete';
  let pending = source.pullPage({ table, after: meta.watermark, limit: PULL_PAGE_SIZE, withCount });
  for (;;) {
    if (options.shouldStop?.()) return meta;
    const page = await pending;
    const next: TableSyncMeta = { ...meta };
    if (withCount && page.remaining !== null) next.total = meta.downloaded + page.remaining;
    if (next.state !== 'complete') next.downloaded += page.rows.length;
    const last = page.rows.at(-1);
    const lastKey = last ? rowKey(table, last) : null;
    if (last && lastKey !== null) next.watermark = { updatedAt: last.updated_at, key: lastKey };
    const caughtUp = page.rows.length < PULL_PAGE_SIZE;
    if (caughtUp) {
      next.state = 'complete';
      next.lastSyncedAt = (options.now?.() ?? new Date()).toISOString();
    } else {
      // The next page is on its way while this one is written: the line and the disk overlap.
      // Pages are still written in order, each with its watermark, so a resume is unchanged.
      pending = source.pullPage({
        table,
        after: next.watermark,
        limit: PULL_PAGE_SIZE,
        withCount: false,
      });
      // Its failure is thrown where it is awaited; a pull stopped early leaves it unheard.
      pending.catch(() => undefined);
    }
    await db.transaction('rw', [mirrorStore(db, table).table, db.meta], async () => {
      await applyRows(db, table, page.rows);
      await writeSyncMeta(db, table, next);
    });
    meta = next;
    options.onProgress?.(meta);
    if (caughtUp) return meta;
  }
}
