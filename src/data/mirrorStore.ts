/**
 * The row operations the sync engine and the mirror's readers need, whatever the table's
 * storage: a Dexie table of one record a row, or the reference tables' chunks
 * (referenceChunks.ts). Writes that must be atomic with other tables run in a transaction over
 * `store.table`.
 */
import { Dexie, type Table } from 'dexie';
import type { MirrorRow, MirrorTableName, VetHubDb } from './localDb';
import { isReferenceTable, type RowKey } from './mirrorTables';
import { referenceChunkStore } from './referenceChunks';

export interface MirrorStore {
  /** The IndexedDB table a transaction around these operations must include. */
  readonly table: Table;
  get(key: RowKey): Promise<MirrorRow | undefined>;
  bulkGet(keys: readonly RowKey[]): Promise<(MirrorRow | undefined)[]>;
  bulkPut(rows: readonly MirrorRow[]): Promise<void>;
  bulkDelete(keys: readonly RowKey[]): Promise<void>;
  count(): Promise<number>;
  /** Every row, in key order. */
  toArray(): Promise<MirrorRow[]>;
  /** Every key, in order. */
  keys(): Promise<RowKey[]>;
  /**
   * The keys of rows stored with updated_at at or after `since` (canonical form), where an index
   * answers it; the reference chunks have none.
   */
  keysUpdatedSince?(since: string): Promise<RowKey[]>;
}

function tableStore(table: Table<MirrorRow, RowKey>): MirrorStore {
  return {
    table,
    get: (key) => table.get(key),
    bulkGet: (keys) => table.bulkGet([...keys]),
    bulkPut: async (rows) => {
      await table.bulkPut([...rows]);
    },
    bulkDelete: (keys) => table.bulkDelete([...keys]),
    count: () => table.count(),
    toArray: () => table.toArray(),
    keys: () => table.toCollection().primaryKeys(),
    keysUpdatedSince: (since) =>
      table.where('[updated_at+id]').aboveOrEqual([since, Dexie.minKey]).primaryKeys(),
  };
}

export function mirrorStore(db: VetHubDb, table: MirrorTableName): MirrorStore {
  return isReferenceTable(table)
    ? referenceChunkStore(db, table)
    : tableStore(db.table<MirrorRow, RowKey>(table));
}
