/**
 * The reference tables (the crosswalk) in chunks of rows: one IndexedDB record holds up to 500
 * careers (by id) or one O*NET major group of occupations. Chromium's IndexedDB costs about
 * 0.2 ms of CPU per record and index entry: the 13,014 careers as records took 3.8 s to write
 * (5.6 s of CPU, more than the rest of a first visit together) and as 27 chunks 74 ms. The
 * crosswalk is read whole (the translator's index, search) or by key, so nothing needs an index
 * on its columns; the few filtered queries run over the rows in memory. Reading and writing the
 * chunks is referenceChunkStore.ts; this module is how rows fall into them, which the schema
 * upgrade (referenceUpgrade.ts) shares without needing the database.
 */
import type { MirrorRow, ReferenceChunk } from './localDbTypes';
import type { ReferenceTable, RowKey } from './mirrorTables';

const CHUNK_SIZE = 500;

export const keyOf = (table: ReferenceTable, row: MirrorRow): RowKey =>
  (table === 'occupations' ? row.onet_soc : row.id) as RowKey;

/** Numeric keys by ranges of 500; O*NET-SOC codes ("11-1011.00") by major group ("11"). */
export function chunkId(table: ReferenceTable, key: RowKey): string {
  const chunk = typeof key === 'number' ? Math.floor(key / CHUNK_SIZE) : key.slice(0, 2);
  return `${table}:${chunk}`;
}

/** IndexedDB's key order: numbers before strings, each in natural order. */
export function compareKeys(a: RowKey, b: RowKey): number {
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Rows grouped into the chunks they belong to (the schema upgrade and the store share it). */
export function toChunks(table: ReferenceTable, rows: readonly MirrorRow[]): ReferenceChunk[] {
  const chunks = new Map<string, MirrorRow[]>();
  for (const row of rows) {
    const id = chunkId(table, keyOf(table, row));
    const list = chunks.get(id);
    if (list) list.push(row);
    else chunks.set(id, [row]);
  }
  return [...chunks].map(([id, list]) => ({ id, table, rows: list }));
}
