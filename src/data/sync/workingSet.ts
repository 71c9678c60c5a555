/**
 * What of each listing table the device keeps (issue 34). While the nation's rows fit under
 * WORKING_SET_ROWS the device keeps them all, as before ("whole"). Past that it keeps a working
 * set: a few streams per table, each the newest rows matching its conditions (the person's
 * region, the nationwide listings, or simply the newest), plus whatever they saved or opened in
 * the last OPENED_KEEP_DAYS. Everything else is asked of the server when online.
 */
import type { VetHubDb } from '../localDb';
import type { MirrorTableName } from '../mirrorTables';
import { matchesAll } from '../query/matchRow';
import type { Condition } from '../query/plan';
import type { Region } from '../region';

/** Rows a listing table keeps at most beyond saved and opened ones: a first sync stays small. */
export const WORKING_SET_ROWS = 2000;
/**
 * A device may keep fewer (`meta` key `workingSetRows`, at least 10): an old phone short of room,
 * and the browser tests, which make the demo's ~90 services behave like a nation's.
 */
export async function readRowsPerTable(db: VetHubDb): Promise<number> {
  const value = (await db.meta.get('workingSetRows'))?.value;
  return typeof value === 'number' && value >= 10 && value < WORKING_SET_ROWS
    ? Math.floor(value)
    : WORKING_SET_ROWS;
}

/**
 * A table's rows against WORKING_SET_ROWS: a blog post carries a whole article, about seven times
 * a service's bytes, so the blog keeps a quarter as many (its newest 500): a first sync's bytes
 * then stay flat from a small nation to a large one (the scale bench).
 */
const TABLE_SHARE: Partial<Record<MirrorTableName, number>> = { blog_posts: 0.25 };

/** Rows `table` keeps when a listing table keeps `rows`; never under readRowsPerTable's least. */
export const rowsForTable = (table: MirrorTableName, rows: number): number =>
  Math.max(Math.min(rows, 10), Math.floor(rows * (TABLE_SHARE[table] ?? 1)));

/** A listing opened this recently stays on the device. */
export const OPENED_KEEP_DAYS = 30;

/** One part of a table's working set: its newest `share` of WORKING_SET_ROWS rows matching. */
export interface Stream {
  id: string;
  conditions: Condition[];
  share: number;
}

const newest = (share: number): Stream => ({ id: 'newest', conditions: [], share });
const inRegion = (region: Region, share: number): Stream => ({
  id: `region:${[...region.states].sort().join(',')}`,
  conditions: [{ kind: 'in', column: 'state', values: region.states }],
  share,
});

/**
 * Services: the region's, and the nationwide providers (who serve everyone); before a region is
 * chosen, the nationwide ones and the newest. Jobs: the region's and remote ones. Deals and posts
 * have no place: the newest.
 */
export function streamsFor(table: MirrorTableName, region: Region | null): Stream[] {
  const chosen = region && region.states.length > 0 ? region : null;
  if (table === 'services') {
    const national: Condition = { kind: 'eq', column: 'type', value: 'national' };
    return chosen
      ? [inRegion(chosen, 0.75), { id: 'national', conditions: [national], share: 0.25 }]
      : [{ id: 'national', conditions: [national], share: 0.5 }, newest(0.5)];
  }
  if (table === 'unemployment_jobs' && chosen) {
    const remote: Condition = { kind: 'eq', column: 'remote', value: true };
    return [inRegion(chosen, 0.75), { id: 'remote', conditions: [remote], share: 0.25 }];
  }
  return [newest(1)];
}

/** The rows a stream keeps at most. */
export const streamRows = (stream: Stream, total = WORKING_SET_ROWS): number =>
  Math.max(1, Math.floor(stream.share * total));

/** Whether a row belongs to any of the streams (saved and opened rows are checked apart). */
export const inAnyStream = (row: Record<string, unknown>, streams: readonly Stream[]): boolean =>
  streams.some((stream) => matchesAll(row, stream.conditions));

/** The column a stream condition reads (streams use single-column conditions only). */
export function conditionColumn(condition: Condition): string {
  return 'column' in condition ? condition.column : (condition.columns[0] ?? 'id');
}

/**
 * The postgres_changes filters that hear exactly a table's streams, one a stream; null when a
 * stream takes every row (the newest), so every change is heard.
 */
export function realtimeFiltersOf(streams: readonly Stream[]): string[] | null {
  const filters: string[] = [];
  for (const { conditions } of streams) {
    const [only] = conditions;
    if (conditions.length !== 1 || !only) return null;
    if (only.kind === 'in') filters.push(`${only.column}=in.(${only.values.join(',')})`);
    else if (only.kind === 'eq') filters.push(`${only.column}=eq.${String(only.value)}`);
    else return null;
  }
  return filters;
}

/** A region's signature: a device whose region changed starts its streams over. */
export const regionKey = (region: Region | null): string =>
  region ? [...region.states].sort().join(',') : '';
