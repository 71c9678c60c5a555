/**
 * Reading and writing the reference tables' chunks (referenceChunks.ts says why they are kept
 * in chunks): the mirror's store for those tables, and a whole read that yields between chunks.
 */
import type { Table } from 'dexie';
import type { VetHubDb } from './localDb';
import type { MirrorRow, MirrorStore, ReferenceChunk } from './localDbTypes';
import type { ReferenceTable, RowKey } from './mirrorTables';
import { chunkId, compareKeys, keyOf } from './referenceChunks';
import { nextTask } from '../lib/nextTask';

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
