/**
 * Schema version 5: the crosswalk rows a device holds, one record a row, move into chunks
 * (referenceChunks.ts), keeping their sync state, so an installed app updated offline still
 * answers the translator without downloading anything.
 */
import type { Transaction } from 'dexie';
import type { MirrorRow } from './localDbTypes';
import { REFERENCE_TABLES } from './mirrorTables';
import { toChunks } from './referenceChunks';

export async function chunkReferenceRows(tx: Transaction): Promise<void> {
  for (const table of REFERENCE_TABLES) {
    const rows = await tx.table<MirrorRow>(table).toArray();
    if (rows.length) await tx.table('referenceChunks').bulkPut(toChunks(table, rows));
  }
}
