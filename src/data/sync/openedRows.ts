/**
 * Listings the person opened, by table, with when: the working set keeps them for
 * OPENED_KEEP_DAYS, least recently opened first to go (trimWorkingSet.ts). Kept in `meta` under
 * `opened:<table>`, written by the page (a detail shown) and read by the sync worker.
 */
import type { MirrorTableName, VetHubDb } from '../localDb';
import type { RowKey } from '../mirrorTables';
import { OPENED_KEEP_DAYS } from './workingSet';

const DAY_MS = 24 * 60 * 60 * 1000;
const openedKey = (table: MirrorTableName) => `opened:${table}`;

/** A `meta` key of opened listings: what a person looked at, cleared with their data. */
export const isOpenedKey = (key: string) => key.startsWith('opened:');

/** Opened keys and when (ms), most recent first, none older than OPENED_KEEP_DAYS. */
export async function readOpened(
  db: VetHubDb,
  table: MirrorTableName,
  now = Date.now(),
): Promise<[RowKey, number][]> {
  const entry = await db.meta.get(openedKey(table));
  const value = entry?.value;
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (pair): pair is [RowKey, number] =>
        Array.isArray(pair) &&
        (typeof pair[0] === 'number' || typeof pair[0] === 'string') &&
        typeof pair[1] === 'number' &&
        now - pair[1] < OPENED_KEEP_DAYS * DAY_MS,
    )
    .sort((a, b) => b[1] - a[1]);
}

/** Notes that a listing was opened now; keeps the list to those still within the window. */
export async function noteOpened(
  db: VetHubDb,
  table: MirrorTableName,
  key: RowKey,
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const opened = (await readOpened(db, table, now)).filter(([k]) => k !== key);
    await db.meta.put({ key: openedKey(table), value: [[key, now], ...opened] });
  });
}

/** Keeps only the most recent `count` opened entries (the storage budget's first cut). */
export async function keepOpened(
  db: VetHubDb,
  table: MirrorTableName,
  opened: [RowKey, number][],
): Promise<void> {
  await db.meta.put({ key: openedKey(table), value: opened });
}
