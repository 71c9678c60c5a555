/**
 * Bundled into the benchmark page: the baseline the first sync is compared with — the same rows
 * written with one bulkPut per table into a fresh database of the app's own schema, through the
 * app's own storage (the crosswalk in chunks of rows, src/data/referenceChunks.ts).
 */
import { VetHubDb, type MirrorRow, type MirrorTableName } from '../../../src/data/localDb';
import { mirrorStore } from '../../../src/data/mirrorStore';

type RowsByTable = Record<string, MirrorRow[]>;

async function bulkPutAll(rowsByTable: RowsByTable): Promise<number> {
  const db = new VetHubDb(`bench-bulkput-${Date.now()}`);
  await db.open();
  const started = performance.now();
  for (const [table, rows] of Object.entries(rowsByTable)) {
    await mirrorStore(db, table as MirrorTableName).bulkPut(rows);
  }
  const elapsed = performance.now() - started;
  await db.delete();
  return elapsed;
}

(window as unknown as { benchBulkPut: typeof bulkPutAll }).benchBulkPut = bulkPutAll;
