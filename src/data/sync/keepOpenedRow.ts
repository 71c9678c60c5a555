/**
 * A listing shown on its detail page stays on the device for OPENED_KEEP_DAYS (workingSet.ts),
 * so what a person looked at still opens in a dead zone. A row fetched from the server because
 * the working set lacked it is written into the mirror here, outside the page's live read.
 */
import type { MirrorRow, MirrorTableName, VetHubDb } from '../localDb';
import type { RowKey } from '../mirrorTables';
import { mirrorStore } from '../mirrorStore';
import { applyRows } from './applyRows';
import { noteOpened } from './openedRows';
import { readSyncMeta } from './syncMeta';

export async function keepOpenedRow(
  db: VetHubDb,
  table: MirrorTableName,
  key: RowKey,
  row: MirrorRow,
): Promise<void> {
  const meta = await readSyncMeta(db, table);
  if (meta.whole) return;
  await noteOpened(db, table, key);
  if (await mirrorStore(db, table).get(key)) return;
  await db.transaction('rw', mirrorStore(db, table).table, () => applyRows(db, table, [row]));
}
