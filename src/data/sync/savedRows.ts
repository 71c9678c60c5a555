/**
 * A listing saved from a list the server answered (outside the device's working set) is brought
 * onto the device by the next cycle: saved means kept, so offline lists and searches find it as
 * they find the rest. A saved listing the public no longer sees is left to followSaved's marks.
 */
import type { MirrorTableName, VetHubDb } from '../localDb';
import { rowSelect } from '../mirrorColumns';
import { mirrorStore } from '../mirrorStore';
import { applyRows } from './applyRows';
import type { SyncSource } from './source';
import { savedKeys } from './trimWorkingSet';

/** Keys asked about in one request, as the hourly check asks (reconcile.ts). */
const AMONG_SIZE = 200;

/** Fetches the saved rows the mirror lacks; answers how many arrived. */
export async function bringSavedRows(
  db: VetHubDb,
  source: SyncSource,
  table: MirrorTableName,
): Promise<number> {
  const mirror = mirrorStore(db, table);
  const saved = [...(await savedKeys(db, table))];
  const copies = await mirror.bulkGet(saved);
  const missing = saved.filter((_, i) => copies[i] === undefined);
  const columns = rowSelect(table).split(',');
  let arrived = 0;
  for (let i = 0; i < missing.length; i += AMONG_SIZE) {
    const rows = await source.visibleAmong(table, missing.slice(i, i + AMONG_SIZE), columns);
    if (!rows.length) continue;
    await db.transaction('rw', mirror.table, () => applyRows(db, table, rows));
    arrived += rows.length;
  }
  return arrived;
}
