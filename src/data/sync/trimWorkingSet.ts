/**
 * Keeps a table's working set within its room after a pull, a region change or a realtime event:
 * saved rows always stay, then the most recently opened ones, then each stream's newest rows up
 * to its share. Everything else leaves the device (not the person's bookmarks: an evicted row is
 * still on the server, so saved copies are not marked missing).
 */
import type { MirrorRow, MirrorTableName, VetHubDb } from '../localDb';
import type { RowKey } from '../mirrorTables';
import { mirrorStore } from '../mirrorStore';
import { matchesAll } from '../query/matchRow';
import { SAVED_LIST } from './applyRows';
import { keepOpened, readOpened } from './openedRows';
import { rowKey } from './tables';
import { streamRows, WORKING_SET_ROWS, type Stream } from './workingSet';

export interface TrimResult {
  removed: RowKey[];
  /** Streams that lost rows: lists inside them are no longer answered by the device alone. */
  trimmed: string[];
}

/** Saved and recently opened listings: they stay whatever the streams say. */
export async function keptKeys(db: VetHubDb, table: MirrorTableName): Promise<Set<RowKey>> {
  const opened = await readOpened(db, table);
  return new Set([...(await savedKeys(db, table)), ...opened.map(([key]) => key)]);
}

/** Saved listings of the table: they never leave while saved. */
export async function savedKeys(db: VetHubDb, table: MirrorTableName): Promise<Set<RowKey>> {
  const list = SAVED_LIST[table];
  if (!list) return new Set();
  const keys = await db.saved.where('list').equals(list).primaryKeys();
  return new Set(keys.map(([, id]) => id));
}

const newestFirst = (table: MirrorTableName) => (a: MirrorRow, b: MirrorRow) =>
  a.updated_at < b.updated_at
    ? 1
    : a.updated_at > b.updated_at
      ? -1
      : Number(rowKey(table, b)) - Number(rowKey(table, a));

export interface TrimOptions {
  /** The room this time: fewer rows than `fullRows` when storage is short. */
  rows?: number;
  fullRows?: number;
  now?: number;
}

export async function trimWorkingSet(
  db: VetHubDb,
  table: MirrorTableName,
  streams: readonly Stream[],
  {
    rows: rowsPerTable = WORKING_SET_ROWS,
    fullRows = rowsPerTable,
    now = Date.now(),
  }: TrimOptions = {},
): Promise<TrimResult> {
  const mirror = mirrorStore(db, table);
  // One transaction from reading what is kept to the delete: a listing saved meanwhile (and
  // fetched into the mirror, keepSavedRow) is either seen as saved or written after the delete.
  return db.transaction('rw', [mirror.table, db.saved, db.meta], async () => {
    const saved = await savedKeys(db, table);
    // Short of storage, the opened ones shrink in the same proportion, oldest opened first.
    const allOpened = await readOpened(db, table, now);
    const opened = allOpened.slice(0, Math.ceil((allOpened.length * rowsPerTable) / fullRows));
    if (opened.length < allOpened.length) await keepOpened(db, table, opened);
    const kept = new Set<RowKey>([...saved, ...opened.map(([key]) => key)]);

    const rows = (await mirror.toArray()).sort(newestFirst(table));
    const room = new Map(streams.map((s) => [s.id, streamRows(s, rowsPerTable)]));
    const removed: RowKey[] = [];
    const trimmed = new Set<string>();
    for (const row of rows) {
      const key = rowKey(table, row);
      if (key === null || kept.has(key)) continue;
      const mine = streams.filter((s) => matchesAll(row, s.conditions));
      const placed = mine.filter((s) => (room.get(s.id) ?? 0) > 0);
      placed.forEach((s) => room.set(s.id, (room.get(s.id) ?? 0) - 1));
      if (placed.length > 0) continue;
      removed.push(key);
      mine.forEach((s) => trimmed.add(s.id));
    }
    if (removed.length) await mirror.bulkDelete(removed);
    return { removed, trimmed: [...trimmed] };
  });
}
