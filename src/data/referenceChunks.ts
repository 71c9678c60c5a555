/**
 * The reference tables (the crosswalk) in chunks of rows: one IndexedDB record holds up to 500
 * careers (by id) or one O*NET major group of occupations. Chromium's IndexedDB costs about
 * 0.2 ms of CPU per record and index entry: the 13,014 careers as records took 3.8 s to write
 * (5.6 s of CPU, more than the rest of a first visit together) and as 27 chunks 74 ms. The
 * crosswalk is read whole (the translator's index, search) or by key, so nothing needs an index
 * on its columns; the few filtered queries run over the rows in memory.
 */
import type { Table } from 'dexie';
import type { MirrorRow, VetHubDb } from './localDb';
import type { MirrorStore } from './mirrorStore';
import type { ReferenceTable, RowKey } from './mirrorTables';
import { nextTask } from '../lib/nextTask';

export interface ReferenceChunk {
  /** `<table>:<chunk>`, see chunkId. */
  id: string;
  table: ReferenceTable;
  rows: MirrorRow[];
}

const CHUNK_SIZE = 500;

const keyOf = (table: ReferenceTable, row: MirrorRow): RowKey =>
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

/**
 * Every row of a reference table, one chunk per task. Read whole, the 13,014 careers are one
 * long task of the page's main thread (Lighthouse's main long task on the translator); a chunk
 * at a time, the page answers a tap between any two.
 */
export async function readReferenceInSlices(
  db: VetHubDb,
  table: ReferenceTable,
): Promise<MirrorRow[]> {
  const ids = await db.referenceChunks.where('table').equals(table).primaryKeys();
  const rows: MirrorRow[] = [];
  for (const id of ids) {
    const chunk = await db.referenceChunks.get(id);
    if (chunk) rows.push(...chunk.rows);
    await nextTask();
  }
  return rows.sort((a, b) => compareKeys(keyOf(table, a), keyOf(table, b)));
}

export function referenceChunkStore(db: VetHubDb, table: ReferenceTable): MirrorStore {
  const chunks: Table<ReferenceChunk, string> = db.referenceChunks;
  const key = (row: MirrorRow) => keyOf(table, row);

  async function rowsByKey(ids: readonly string[]): Promise<Map<string, Map<RowKey, MirrorRow>>> {
    const found = await chunks.bulkGet([...ids]);
    return new Map(
      ids.map((id, i) => [id, new Map((found[i]?.rows ?? []).map((row) => [key(row), row]))]),
    );
  }

  /** Reads the chunks the keys fall in, lets `change` edit them, writes back what changed. */
  function update(
    keys: readonly RowKey[],
    change: (byChunk: Map<string, Map<RowKey, MirrorRow>>) => void,
  ): Promise<void> {
    const ids = [...new Set(keys.map((k) => chunkId(table, k)))];
    return db.transaction('rw', chunks, async () => {
      const byChunk = await rowsByKey(ids);
      change(byChunk);
      const full = [...byChunk].filter(([, rows]) => rows.size > 0);
      const empty = [...byChunk].filter(([, rows]) => rows.size === 0).map(([id]) => id);
      if (full.length) {
        await chunks.bulkPut(
          full.map(([id, rows]) => ({
            id,
            table,
            rows: [...rows.values()].sort((a, b) => compareKeys(key(a), key(b))),
          })),
        );
      }
      if (empty.length) await chunks.bulkDelete(empty);
    });
  }

  async function toArray(): Promise<MirrorRow[]> {
    const all = await chunks.where('table').equals(table).toArray();
    return all.flatMap((chunk) => chunk.rows).sort((a, b) => compareKeys(key(a), key(b)));
  }

  async function bulkGet(keys: readonly RowKey[]): Promise<(MirrorRow | undefined)[]> {
    const byChunk = await rowsByKey([...new Set(keys.map((k) => chunkId(table, k)))]);
    return keys.map((k) => byChunk.get(chunkId(table, k))?.get(k));
  }

  return {
    table: chunks,
    bulkGet,
    get: async (k) => (await bulkGet([k]))[0],
    bulkPut: (rows) =>
      update(rows.map(key), (byChunk) => {
        for (const row of rows) byChunk.get(chunkId(table, key(row)))?.set(key(row), row);
      }),
    bulkDelete: (keys) =>
      update(keys, (byChunk) => {
        for (const k of keys) byChunk.get(chunkId(table, k))?.delete(k);
      }),
    count: async () => (await toArray()).length,
    toArray,
    keys: async () => (await toArray()).map(key),
  };
}
