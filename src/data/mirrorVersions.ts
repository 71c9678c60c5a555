/**
 * Reads of a mirrored table for indexes kept beside it (site search): each row's version key,
 * rows by id, and a live feed of (first sync complete, version keys) for one table.
 */
import { liveQuery, type Observable } from 'dexie';
import { localDb, type MirrorRow, type MirrorTableName, type VetHubDb } from './localDb';
import { mirrorStore } from './mirrorStore';
import { isReferenceTable } from './mirrorTables';
import { readReferenceInSlices } from './referenceChunkStore';
import { readSyncMeta } from './sync/syncMeta';

/** Each row's [updated_at, id]: the whole table's versions in one index read. */
export type VersionKeys = [string, number][];

export async function readVersionKeys(
  table: MirrorTableName,
  db: VetHubDb = localDb,
): Promise<VersionKeys> {
  if (isReferenceTable(table)) {
    // Chunks have no version index; the crosswalk's ids are numbers and most share one time.
    const versions = (await readAllRows(table, db)).map(
      (row) => [row.updated_at, row.id] as [string, number],
    );
    return versions.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x - y));
  }
  return (await db.table(table).orderBy('[updated_at+id]').keys()) as unknown as VersionKeys;
}

export async function readRowsByKey(
  table: MirrorTableName,
  keys: readonly number[],
  db: VetHubDb = localDb,
): Promise<(MirrorRow | undefined)[]> {
  return mirrorStore(db, table).bulkGet(keys);
}

/** Answers again whenever the table's rows or its sync state change. */
export function watchTableVersions(
  table: MirrorTableName,
  db: VetHubDb = localDb,
): Observable<{ complete: boolean; keys: VersionKeys }> {
  return liveQuery(async () => {
    const [meta, keys] = await Promise.all([readSyncMeta(db, table), readVersionKeys(table, db)]);
    // A working set (sync/workingSet.ts) is complete but partial: search asks the server too.
    return { complete: meta.state === 'complete' && meta.whole, keys };
  });
}

/** Every row of a mirrored table in primary-key order. */
export function readAllRows(table: MirrorTableName, db: VetHubDb = localDb): Promise<MirrorRow[]> {
  return mirrorStore(db, table).toArray();
}

/** The same, read a slice per task where the table is large reference data (the crosswalk). */
export function readAllRowsInSlices(
  table: MirrorTableName,
  db: VetHubDb = localDb,
): Promise<MirrorRow[]> {
  return isReferenceTable(table) ? readReferenceInSlices(db, table) : readAllRows(table, db);
}
