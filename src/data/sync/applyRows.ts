/**
 * Writes server rows into the mirror. Pulls and realtime events can arrive out of order (a page
 * fetched before an update may land after its realtime event), so a row never replaces a newer
 * version of itself. Rows that are not publicly visible are removed instead of stored. updated_at
 * is stored in one canonical form (timeKey.ts), which the mirror's list order relies on.
 */
import type { MirrorRow, MirrorTableName, SavedList, VetHubDb } from '../localDb';
import type { RowKey } from '../mirrorTables';
import { mirrorStore, type MirrorStore } from '../mirrorStore';
import { markMissing, unmarkIfBack } from '../saved/savedCleanup';
import { canonicalTime, compareTimes } from '../query/timeKey';
import { isPubliclyVisible } from '../query/visibility';
import type { RowChange } from './source';
import { rowKey } from './tables';
import { withoutServerOnly } from '../mirrorColumns';

export interface ApplyResult {
  stored: number;
  removed: number;
}

/** The saved-items list that bookmarks rows of each table. */
export const SAVED_LIST: Partial<Record<MirrorTableName, SavedList>> = {
  services: 'services',
  vet_deals: 'vetdeals',
  blog_posts: 'blog',
  unemployment_jobs: 'job',
};

/**
 * Saved copies follow their source: a row leaving public view (taken down, unpublished) marks
 * the bookmark "No longer available"; a row coming back clears the mark. Callers run it in the
 * same transaction as the mirror change: a page closed or navigated between the two would
 * otherwise leave the row gone from the mirror and the bookmark unmarked for good.
 */
export async function followSaved(
  db: VetHubDb,
  table: MirrorTableName,
  storedIds: readonly RowKey[],
  removedIds: readonly RowKey[],
): Promise<void> {
  const list = SAVED_LIST[table];
  if (!list) return;
  const ids = (keys: readonly RowKey[]) => keys.filter((k): k is number => typeof k === 'number');
  if (removedIds.length) await markMissing(list, ids(removedIds), Date.now(), db);
  if (storedIds.length) await unmarkIfBack(list, ids(storedIds), db);
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
  const { stored, removed } = await applyRowsWithKeys(db, table, rows);
  return { stored: stored.length, removed: removed.length };
}

type Keyed = { key: RowKey; row: Record<string, unknown> };

/**
 * The mirror's copies that decide what happens to incoming rows: a copy newer than the incoming
 * version (kept), or a copy of a row that left public view (removed). Only a copy updated at or
 * after the oldest incoming version can be newer, and a first download brings pages in
 * updated_at order, so the index names none: reading every key's copy (1,000 reads a page) was
 * a fifth of the page's write time on disk, for copies that did not exist.
 */
async function heldCopies(
  mirror: MirrorStore,
  table: MirrorTableName,
  keyed: readonly Keyed[],
): Promise<(MirrorRow | undefined)[]> {
  const times = keyed.map(({ row }) => row.updated_at);
  if (!mirror.keysUpdatedSince || !times.every((t): t is string => typeof t === 'string')) {
    return mirror.bulkGet(keyed.map((k) => k.key));
  }
  const since = times.map(canonicalTime).reduce((a, b) => (b < a ? b : a));
  const recent = new Set(await mirror.keysUpdatedSince(since));
  const wanted = keyed.filter(({ key, row }) => recent.has(key) || !isPubliclyVisible(table, row));
  const copies = await mirror.bulkGet(wanted.map((k) => k.key));
  const byKey = new Map(wanted.map((k, i) => [k.key, copies[i]]));
  return keyed.map(({ key }) => byKey.get(key));
}

async function applyRowsWithKeys(
  db: VetHubDb,
  table: MirrorTableName,
  rows: readonly Record<string, unknown>[],
): Promise<{ stored: RowKey[]; removed: RowKey[] }> {
  const mirror = mirrorStore(db, table);
  const keyed = rows.flatMap((row): Keyed[] => {
    const key = rowKey(table, row);
    return key === null ? [] : [{ key, row }];
  });
  if (keyed.length === 0) return { stored: [], removed: [] };
  return db.transaction('rw', mirror.table, async () => {
    const held = await heldCopies(mirror, table, keyed);
    const store: MirrorRow[] = [];
    const storedKeys: RowKey[] = [];
    const remove: RowKey[] = [];
    keyed.forEach(({ key, row }, i) => {
      if (isStale(row, held[i])) return;
      if (isPubliclyVisible(table, row)) {
        store.push({
          ...withoutServerOnly(row),
          updated_at: canonicalTime(row.updated_at as string),
        });
        storedKeys.push(key);
      } else if (held[i]) remove.push(key);
    });
    if (store.length) await mirror.bulkPut(store);
    if (remove.length) await mirror.bulkDelete(remove);
    return { stored: storedKeys, removed: remove };
  });
}

/** A realtime event: insert or update (stored, or removed when no longer visible), or delete. */
export function applyChange(db: VetHubDb, change: RowChange): Promise<ApplyResult> {
  const mirror = mirrorStore(db, change.table);
  return db.transaction('rw', mirror.table, db.saved, async (): Promise<ApplyResult> => {
    if (change.type === 'DELETE') {
      const key = change.oldRecord ? rowKey(change.table, change.oldRecord) : null;
      if (key === null) return { stored: 0, removed: 0 };
      await mirror.bulkDelete([key]);
      await followSaved(db, change.table, [], [key]);
      return { stored: 0, removed: 1 };
    }
    if (!change.record) return { stored: 0, removed: 0 };
    const { stored, removed } = await applyRowsWithKeys(db, change.table, [change.record]);
    await followSaved(db, change.table, stored, removed);
    return { stored: stored.length, removed: removed.length };
  });
}
