/**
 * Finds mirrored rows the public can no longer see. A delta pull cannot: once a row leaves
 * `active` (or is soft- or hard-deleted), RLS hides it from anon, so it never comes back in a
 * pull, and hosted Realtime does not announce it either. After each pull:
 * 1. Compare counts. Every visible row changed since the watermark was just pulled, so the mirror
 *    holds every visible row; if it holds no more rows than the server shows, nothing is stale.
 * 2. Otherwise bisect by key range (numeric keys), comparing the mirror's count with the server's
 *    in each half and descending only where the mirror has more, until a range holds at most
 *    1000 mirror rows; there compare the key lists and delete the keys the server no longer shows.
 *    Counts can disagree for a moment while rows change; whatever one pass misses, the next finds.
 * A few stale rows among 100k cost about two small count requests per halving, not a download of
 * every key. The reference tables (~14k rows, kept in chunks without a key index to bisect on)
 * compare their key lists directly; they are only this far when their file is out of date.
 */
import { followSaved } from './applyRows';
import type { MirrorRow, MirrorTableName, VetHubDb } from '../localDb';
import { mirrorStore } from '../mirrorStore';
import { isReferenceTable, type RowKey } from '../mirrorTables';
import type { KeyRange, SyncSource } from './source';
import { keptKeys } from './trimWorkingSet';
import { rowKey } from './tables';
import { conditionColumn, inAnyStream, type Stream } from './workingSet';

const LEAF_SIZE = 1000;

function inRange(db: VetHubDb, table: MirrorTableName, range: KeyRange) {
  return db
    .table<MirrorRow, RowKey>(table)
    .where(':id')
    .between(range.from ?? -Infinity, range.before ?? Infinity, true, false);
}

/** Deletes the mirror's keys in the range that the server no longer shows. */
async function removeMissing(
  db: VetHubDb,
  source: SyncSource,
  table: MirrorTableName,
  range: KeyRange,
): Promise<number> {
  const mirror = mirrorStore(db, table);
  // The mirror's keys are read first: a row realtime adds meanwhile is not in this list, so it
  // cannot be deleted by mistake.
  const held = isReferenceTable(table)
    ? await mirror.keys()
    : await inRange(db, table, range).primaryKeys();
  const visible = new Set<RowKey>();
  let after: RowKey | null = null;
  for (;;) {
    const keys = await source.visibleKeys(table, range, after, LEAF_SIZE);
    keys.forEach((k) => visible.add(k));
    if (keys.length < LEAF_SIZE) break;
    after = keys[keys.length - 1] ?? null;
  }
  const gone = held.filter((key) => !visible.has(key));
  if (gone.length) {
    // One transaction: the bookmark's mark cannot be lost between the two writes.
    await db.transaction('rw', mirror.table, db.saved, async () => {
      await mirror.bulkDelete(gone);
      await followSaved(db, table, [], gone);
    });
  }
  return gone.length;
}

async function bisect(
  db: VetHubDb,
  source: SyncSource,
  table: MirrorTableName,
  range: KeyRange,
  mirrorCount: number,
): Promise<number> {
  if (mirrorCount <= LEAF_SIZE) return removeMissing(db, source, table, range);
  // Split halfway between the lowest and highest key held: ids are close to dense, so the halves
  // hold about as many rows each, and finding the keys needs no scan (unlike an offset).
  const [[low], [high]] = await Promise.all([
    inRange(db, table, range).limit(1).primaryKeys(),
    inRange(db, table, range).reverse().limit(1).primaryKeys(),
  ]);
  if (typeof low !== 'number' || typeof high !== 'number' || high - low < 2) {
    return removeMissing(db, source, table, range);
  }
  const middle = Math.floor((low + high) / 2) + 1;
  let removed = 0;
  for (const half of [
    { from: range.from, before: middle },
    { from: middle, before: range.before },
  ]) {
    const [server, held] = await Promise.all([
      source.visibleCount(table, half),
      inRange(db, table, half).count(),
    ]);
    if (held > server) removed += await bisect(db, source, table, half, held);
  }
  return removed;
}

/** Removes rows that left public visibility since they were pulled; returns how many. */
export async function reconcileTable(
  db: VetHubDb,
  source: SyncSource,
  table: MirrorTableName,
): Promise<number> {
  const [server, held] = await Promise.all([
    source.visibleCount(table),
    mirrorStore(db, table).count(),
  ]);
  if (held <= server) return 0;
  if (isReferenceTable(table)) return removeMissing(db, source, table, {});
  return bisect(db, source, table, {}, held);
}

/** Keys asked about in one request: a URL of 200 ids stays well under any proxy's limit. */
const AMONG_SIZE = 200;

/**
 * A working set (workingSet.ts) holds a part of the visible rows, so counts cannot tell a stale
 * row: its keys are asked about directly, 200 a request (a few thousand rows: a dozen small
 * requests, made once an hour by the engine), with the columns its streams look at. A row the
 * public no longer sees goes (its bookmark marked); one that moved out of every stream (another
 * state), whose change filtered realtime never announced, goes unless saved or recently opened.
 */
export async function reconcileWorkingSet(
  db: VetHubDb,
  source: SyncSource,
  table: MirrorTableName,
  streams: readonly Stream[],
): Promise<number> {
  const mirror = mirrorStore(db, table);
  const held = await mirror.keys();
  const columns = [...new Set(streams.flatMap((s) => s.conditions.map(conditionColumn)))];
  const gone: RowKey[] = [];
  const outside: RowKey[] = [];
  for (let i = 0; i < held.length; i += AMONG_SIZE) {
    const asked = held.slice(i, i + AMONG_SIZE);
    const rows = await source.visibleAmong(table, asked, columns);
    const visible = new Map(rows.map((row) => [rowKey(table, row), row]));
    for (const key of asked) {
      const row = visible.get(key);
      if (!row) gone.push(key);
      else if (!inAnyStream(row, streams)) outside.push(key);
    }
  }
  if (!gone.length && !outside.length) return 0;
  // Saved or opened is read in the delete's transaction: a save meanwhile is seen, or comes after.
  return db.transaction('rw', [mirror.table, db.saved, db.meta], async () => {
    const kept = await keptKeys(db, table);
    const leaving = outside.filter((key) => !kept.has(key));
    await mirror.bulkDelete([...gone, ...leaving]);
    await followSaved(db, table, [], gone);
    return gone.length + leaving.length;
  });
}
