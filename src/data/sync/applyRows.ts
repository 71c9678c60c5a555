/**
 * Writes server rows into the mirror. Pulls and realtime events can arrive out of order (a page
 * fetched before an update may land after its realtime event), so a row never replaces a newer
 * version of itself. Rows that are not publicly visible are removed instead of stored. updated_at
 * is stored in one canonical form (timeKey.ts), which the mirror's list order relies on.
 */
import type { MirrorRow, MirrorTableName, VetHubDb } from '../localDb';
import { canonicalTime, compareTimes } from '../query/timeKey';
import { isPubliclyVisible } from '../query/visibility';
import type { RowChange, RowKey } from './source';
import { rowKey } from './tables';

export interface ApplyResult {
  stored: number;
  removed: number;
}

/** True when the mirror's copy is strictly newer than the incoming version. */
function isStale(incoming: Record<string, unknown>, held: MirrorRow | undefined): boolean {
  if (!held || typeof incoming.updated_at !== 'string') return false;
  return compareTimes(held.updated_at, incoming.updated_at) > 0;
}

export async function applyRows(
  db: VetHubDb,
  table: MirrorTableName,
  rows: readonly Record<string, unknown>[],
): Promise<ApplyResult> {
  const mirror = db.table<MirrorRow, RowKey>(table);
  const keyed = rows.flatMap((row) => {
    const key = rowKey(table, row);
    return key === null ? [] : [{ key, row }];
  });
  if (keyed.length === 0) return { stored: 0, removed: 0 };
  return db.transaction('rw', mirror, async () => {
    const held = await mirror.bulkGet(keyed.map((k) => k.key));
    const store: MirrorRow[] = [];
    const remove: RowKey[] = [];
    keyed.forEach(({ key, row }, i) => {
      if (isStale(row, held[i])) return;
      if (isPubliclyVisible(table, row)) {
        store.push({ ...row, updated_at: canonicalTime(row.updated_at as string) });
      } else if (held[i]) remove.push(key);
    });
    if (store.length) await mirror.bulkPut(store);
    if (remove.length) await mirror.bulkDelete(remove);
    return { stored: store.length, removed: remove.length };
  });
}

/** A realtime event: insert or update (stored, or removed when no longer visible), or delete. */
export async function applyChange(db: VetHubDb, change: RowChange): Promise<ApplyResult> {
  if (change.type === 'DELETE') {
    const key = change.oldRecord ? rowKey(change.table, change.oldRecord) : null;
    if (key === null) return { stored: 0, removed: 0 };
    await db.table<MirrorRow, RowKey>(change.table).delete(key);
    return { stored: 0, removed: 1 };
  }
  return change.record ? applyRows(db, change.table, [change.record]) : { stored: 0, removed: 0 };
}
