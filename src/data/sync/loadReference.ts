/**
 * Fills the mirror's empty reference tables from the reference file (referenceFile.ts). Each
 * table is written with its sync meta in one transaction, its watermark at (asOf, last key), so
 * the delta pull that follows brings only what the server changed since the file was built, and
 * the reconcile after it removes what the server deleted. A table that already holds pulled
 * rows is left to the pull; rows realtime stored meanwhile are newer and are kept (applyRows).
 */
import type { VetHubDb } from '../localDb';
import { mirrorStore } from '../mirrorStore';
import { REFERENCE_TABLES, type ReferenceTable } from '../mirrorTables';
import { applyRows } from './applyRows';
import { referenceFileSchema, referenceRows } from './referenceFile';
import { emptySyncMeta, readSyncMeta, writeSyncMeta, type TableSyncMeta } from './syncMeta';
import { rowKey } from './tables';

/** Loads the file into every reference table that has pulled nothing yet; returns those. */
export async function loadReference(
  db: VetHubDb,
  fetchFile: () => Promise<unknown>,
): Promise<Map<ReferenceTable, TableSyncMeta>> {
  const loaded = new Map<ReferenceTable, TableSyncMeta>();
  const empty: ReferenceTable[] = [];
  for (const table of REFERENCE_TABLES) {
    if ((await readSyncMeta(db, table)).watermark === null) empty.push(table);
  }
  if (empty.length === 0) return loaded;
  const file = referenceFileSchema.parse(await fetchFile());
  for (const table of empty) {
    const rows = referenceRows(file, table);
    const keys = rows.map((row) => rowKey(table, row)).filter((key) => key !== null);
    if (keys.length === 0) continue;
    // Every row has the same updated_at, so the last in pull order is the greatest key.
    const last = keys.reduce((a, b) => (b > a ? b : a));
    const meta: TableSyncMeta = {
      ...emptySyncMeta,
      state: 'complete',
      watermark: { updatedAt: file.asOf, key: last },
      downloaded: rows.length,
      total: rows.length,
      lastSyncedAt: file.asOf,
    };
    // One transaction with the watermark: a device closed halfway starts the file over. In
    // chunks the whole table is ~0.1 s of writing, so a realtime change waiting meanwhile shows
    // as soon as without the file.
    const written = await db.transaction(
      'rw',
      [mirrorStore(db, table).table, db.meta],
      async () => {
        // A pull that started meanwhile (on another tab) owns the table now.
        if ((await readSyncMeta(db, table)).watermark !== null) return false;
        await applyRows(db, table, rows);
        await writeSyncMeta(db, table, meta);
        return true;
      },
    );
    if (written) loaded.set(table, meta);
  }
  return loaded;
}
