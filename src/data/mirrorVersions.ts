/**
 * Reads of a mirrored table for indexes kept beside it (site search): each row's version key,
 * rows by id, and a live feed of (first sync complete, version keys) for one table.
 */
import { liveQuery, type Observable } from 'dexie';
import { localDb, type MirrorRow, type MirrorTableName, type VetHubDb } from './localDb';
import { readSyncMeta } from './sync/syncMeta';

/** Each row's [updated_at, id]: the whole table's versions in one index read. */
export type VersionKeys = [string, number][];

export async function readVersionKeys(
  table: MirrorTableName,
  db: VetHubDb = localDb,
): Promise<VersionKeys> {
  return (await db.table(table).orderBy('[updated_at+id]').keys()) as unknown as VersionKeys;
}

export async function readRowsByKey(
  table: MirrorTableName,
  keys: readonly number[],
  db: VetHubDb = localDb,
): Promise<(MirrorRow | undefined)[]> {
  return (await db.table(table).bulkGet([...keys])) as (MirrorRow | undefined)[];
}

/** Answers again whenever the table's rows or its sync state change. */
export function watchTableVersions(
  table: MirrorTableName,
  db: VetHubDb = localDb,
): Observable<{ complete: boolean; keys: VersionKeys }> {
  return liveQuery(async () => {
    const [meta, keys] = await Promise.all([readSyncMeta(db, table), readVersionKeys(table, db)]);
    return { complete: meta.state === 'complete', keys };
  });
}

/** Every row of a mirrored table in primary-key order. */
export function readAllRows(table: MirrorTableName, db: VetHubDb = localDb): Promise<MirrorRow[]> {
  return db.table(table).toArray() as Promise<MirrorRow[]>;
}
