/**
 * A realtime change seen through the working set: a listing that moves out of every stream
 * (another region, no longer nationwide) leaves the device unless it is saved or was opened; one
 * that moves in is kept. A table held whole takes every change, as before.
 */
import type { MirrorTableName, VetHubDb } from '../localDb';
import type { RowKey } from '../mirrorTables';
import { mirrorStore } from '../mirrorStore';
import { readRegion } from '../region';
import { isPubliclyVisible } from '../query/visibility';
import { applyChange } from './applyRows';
import type { RowChange } from './source';
import { readSyncMeta } from './syncMeta';
import { rowKey } from './tables';
import { keptKeys } from './trimWorkingSet';
import { inAnyStream, streamsFor } from './workingSet';

/** Whether a visible row belongs on this device: in a stream, saved or recently opened. */
export async function belongsOnDevice(
  db: VetHubDb,
  table: MirrorTableName,
  row: Record<string, unknown>,
): Promise<boolean> {
  if (inAnyStream(row, streamsFor(table, await readRegion(db)))) return true;
  const key = rowKey(table, row);
  return key !== null && (await keptKeys(db, table)).has(key);
}

export async function applyWorkingSetChange(db: VetHubDb, change: RowChange): Promise<void> {
  const { table, record } = change;
  const meta = await readSyncMeta(db, table);
  if (meta.whole || change.type === 'DELETE' || !record || !isPubliclyVisible(table, record)) {
    await applyChange(db, change);
    return;
  }
  if (await belongsOnDevice(db, table, record)) {
    await applyChange(db, change);
    return;
  }
  const key: RowKey | null = rowKey(table, record);
  if (key !== null) await mirrorStore(db, table).bulkDelete([key]);
}
