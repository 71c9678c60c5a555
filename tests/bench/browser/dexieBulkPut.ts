/**
 * Bundled into the benchmark page: the baseline the first sync is compared with — the same rows
 * written with one Dexie bulkPut per table into a fresh database of the app's own schema.
 */
import { VetHubDb } from '../../../src/data/localDb';

type RowsByTable = Record<string, Record<string, unknown>[]>;

async function bulkPutAll(rowsByTable: RowsByTable): Promise<number> {
  const db = new VetHubDb(`bench-bulkput-${Date.now()}`);
  await db.open();
  const started = performance.now();
  for (const [table, rows] of Object.entries(rowsByTable)) {
    await db.table(table).bulkPut(rows);
  }
  const elapsed = performance.now() - started;
  await db.delete();
  return elapsed;
}

(window as unknown as { benchBulkPut: typeof bulkPutAll }).benchBulkPut = bulkPutAll;
