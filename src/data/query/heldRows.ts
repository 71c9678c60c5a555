/**
 * A table's rows held in memory for the lists that read it whole, such as a word search over a
 * working set: reading ~2,000 rows out of IndexedDB took 17–33 ms a search in the scale bench,
 * filtering them in memory a few. Dexie announces every committed write, from this page or from
 * the sync worker over a BroadcastChannel (`storagemutated`): a table's copy is dropped at its
 * first change and read again by the next list that needs it.
 */
import Dexie, { type Table } from 'dexie';
import type { MirrorRow } from '../localDb';

/** A list page reads one table; site search and the saved page a few. */
const MOST_TABLES = 3;

interface Held {
  table: Table<MirrorRow, number>;
  rows: readonly MirrorRow[];
}

/** By `idb://<database>/<table>/`, the prefix of Dexie's names for a table's changed parts. */
const held = new Map<string, Held>();
const changes = new Map<string, number>();
let everything = 0;

const keyOf = (table: Table<MirrorRow, number>) => `idb://${table.db.name}/${table.name}/`;
const versionOf = (key: string) => `${everything}:${changes.get(key) ?? 0}`;

Dexie.on('storagemutated', (parts) => {
  const names = Object.keys(parts);
  // A page restored from the back-forward cache hears "all": anything may have changed meanwhile.
  if (names.includes('all')) {
    everything += 1;
    held.clear();
    return;
  }
  for (const key of new Set([...held.keys(), ...changes.keys()])) {
    if (!names.some((name) => name.startsWith(key))) continue;
    changes.set(key, (changes.get(key) ?? 0) + 1);
    held.delete(key);
  }
});

/** Whether `table`'s rows are in memory now: a list narrowed by an index may then filter them. */
export const isHeld = (table: Table<MirrorRow, number>) => held.get(keyOf(table))?.table === table;

/**
 * Every row of `table`, from memory when unchanged since last read. Always a Dexie promise, so a
 * live query keeps its zone; counting the table makes a live query follow its changes as reading
 * it would.
 */
export function heldRows(table: Table<MirrorRow, number>): Promise<readonly MirrorRow[]> {
  const key = keyOf(table);
  const kept = held.get(key);
  if (kept?.table === table) {
    held.delete(key);
    held.set(key, kept);
    return table.count().then(() => kept.rows);
  }
  if (!changes.has(key)) changes.set(key, 0);
  const before = versionOf(key);
  return table.toArray().then((rows) => {
    // A write that committed while this read ran may be missing from it: not kept.
    if (versionOf(key) === before) {
      held.set(key, { table, rows });
      const oldest = held.keys().next().value;
      if (held.size > MOST_TABLES && oldest !== undefined) held.delete(oldest);
    }
    return rows;
  });
}
