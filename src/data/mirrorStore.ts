/**
 * A mirrored table's store (the MirrorStore of localDbTypes.ts), whatever the table's storage: a
 * Dexie table of one record a row, or the reference tables' chunks (referenceChunkStore.ts).
 */
import { Dexie, type Table } from 'dexie';
import type { MirrorTableName, VetHubDb } from './localDb';
import type { MirrorRow, MirrorStore } from './localDbTypes';
import { isReferenceTable, type RowKey } from './mirrorTables';
import { referenceChunkStore } from './referenceChunkStore';

export type { MirrorStore } from './localDbTypes';

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
