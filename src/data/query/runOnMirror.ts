/**
 * The mirror executor: answers a filter from the device's copy (Dexie), offline and at once.
 * An index narrows the rows where one fits the filter; the full conditions, order and page are
 * then applied in JS with exactly the server's semantics (matchRow.ts). The mirror holds only
 * publicly visible rows (the sync engine's invariant), so visibility is not re-checked here.
 */
import Dexie, { type Collection, type Table } from 'dexie';
import type { MirrorRow, VetHubDb } from '../localDb';
import { mirrorStore } from '../mirrorStore';
import { isReferenceTable } from '../mirrorTables';
import { loadZipCentroids, zipCentroidsIfLoaded } from '../geo/zipCentroids';
import type { ZipCentroids } from '../geo/zipCentroidFile';
import { compileFilter, needsCategories, needsCentroids } from './compileFilter';
import type { TableFilter } from './filters';
import { isFeaturedAt, matchesAll, sortByPlan } from './matchRow';
import type { Condition, OrderTerm, QueryPlan, QueryResult } from './plan';
import { nearConditionOf, withDistances, zipDistances, zipRanges } from './nearMe';
import { readMirrorCategories } from './serviceCategories';
import { heldRows, isHeld } from './heldRows';

type MirrorTable = Table<MirrorRow, number>;

export async function runOnMirror(
  db: VetHubDb,
  filter: TableFilter,
): Promise<QueryResult<MirrorRow>> {
  // No await unless needed: in a live query, awaiting a promise that is not Dexie's loses the
  // query's zone, and the list stops following changes.
  const started = performance.now();
  const categories = needsCategories(filter) ? await readMirrorCategories(db) : {};
  const centroids = needsCentroids(filter)
    ? (zipCentroidsIfLoaded() ?? (await loadZipCentroids()))
    : undefined;
  return executeOnMirror(db, compileFilter(filter, categories), centroids).then((answer) => {
    measureSince(`vethub:device-list:${filter.table}`, started);
    return answer;
  });
}

/**
 * The device's time for a list, as a User Timing measure (DevTools' performance panel; the scale
 * bench reads it): one entry a table, the latest.
 */
function measureSince(name: string, start: number) {
  try {
    performance.clearMeasures(name);
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // A browser without measure options (before Safari 14.1) lists the same, unmeasured.
  }
}

/** updated_at desc, id desc: the order of the [updated_at+id] index read backwards. */
function isNewestChangeOrder(order: readonly OrderTerm[]): boolean {
  const [first, second] = order;
  return (
    order.length === 2 &&
    first?.column === 'updated_at' &&
    first.descending &&
    second?.column === 'id' &&
    second.descending
  );
}

/** `centroids` is needed only for a plan with a near condition. */
export async function executeOnMirror(
  db: VetHubDb,
  plan: QueryPlan,
  centroids?: ZipCentroids,
): Promise<QueryResult<MirrorRow>> {
  if (isReferenceTable(plan.table)) {
    // Kept in chunks without column indexes (referenceChunks.ts): every row is a candidate.
    return pageOf(await mirrorStore(db, plan.table).toArray(), plan);
  }
  const table = db.table<MirrorRow, number>(plan.table);
  const near = nearConditionOf(plan.conditions);
  if (near) {
    if (!centroids) throw new Error('A near-me plan needs the ZIP centroids');
    // The ZIP codes within the radius pick the candidates through the zipcode index.
    const miles = zipDistances(near, centroids);
    const candidates = miles.size
      ? await table.where('zipcode').inAnyRange(zipRanges(miles.keys())).toArray()
      : [];
    return pageOf(withDistances(candidates, miles), plan);
  }
  if (plan.conditions.length === 0 && !plan.featuredAfter && isNewestChangeOrder(plan.order)) {
    // The unfiltered list straight from the index: no need to load every row to show ten. The
    // mirror stores updated_at in one fixed-width UTC form, so text order is time order.
    const [rows, total] = await Promise.all([
      table.orderBy('[updated_at+id]').reverse().offset(plan.offset).limit(plan.limit).toArray(),
      table.count(),
    ]);
    return { rows, total };
  }
  if (
    plan.conditions.length === 0 &&
    plan.featuredAfter &&
    isNewestChangeOrder(plan.order) &&
    table.schema.idxByName.featured_until
  ) {
    return featuredThenNewest(table, plan, plan.featuredAfter);
  }
  const narrow = narrowed(table, plan.conditions);
  return pageOf(narrow && !isHeld(table) ? await narrow.toArray() : await heldRows(table), plan);
}

/**
 * The unfiltered featured-first list without loading every row: the rows that ever had a
 * featured_until (few: paid plans) decide which are featured now; the page is then filled from
 * the [updated_at+id] index, skipping those.
 */
async function featuredThenNewest(
  table: MirrorTable,
  plan: QueryPlan,
  now: string,
): Promise<QueryResult<MirrorRow>> {
  const everFeatured = await table.where('featured_until').aboveOrEqual(Dexie.minKey).toArray();
  const featured = sortByPlan(
    everFeatured.filter((row) => isFeaturedAt(row, now)),
    plan.order,
  );
  const featuredIds = new Set(featured.map((row) => row.id));
  const fromFeatured = featured.slice(plan.offset, plan.offset + plan.limit);
  const restLimit = plan.limit - fromFeatured.length;
  const [rest, total] = await Promise.all([
    restLimit > 0
      ? table
          .orderBy('[updated_at+id]')
          .reverse()
          .filter((row) => !featuredIds.has(row.id))
          .offset(Math.max(0, plan.offset - featured.length))
          .limit(restLimit)
          .toArray()
      : [],
    table.count(),
  ]);
  return { rows: [...fromFeatured, ...rest], total };
}

/** The full conditions, order and page over the candidate rows. */
function pageOf(candidates: readonly MirrorRow[], plan: QueryPlan): QueryResult<MirrorRow> {
  const matching = sortByPlan(
    candidates.filter((row) => matchesAll(row, plan.conditions)),
    plan.order,
    plan.featuredAfter,
  );
  return { rows: matching.slice(plan.offset, plan.offset + plan.limit), total: matching.length };
}

/** How well an index serves a condition (0: it cannot). Booleans are not IndexedDB keys. */
function indexScore(table: MirrorTable, condition: Condition): number {
  if (!('column' in condition)) return 0;
  const index = table.schema.idxByName[condition.column];
  if (!index) return 0;
  switch (condition.kind) {
    case 'eq':
      return typeof condition.value === 'boolean' ? 0 : 4;
    case 'contains':
      return index.multi ? 3 : 0;
    case 'regex':
      return condition.indexPrefix ? 3 : 0;
    case 'overlaps':
      return index.multi ? 2 : 0;
    case 'notNull':
      return 1;
    default:
      return 0;
  }
}

function narrowed(table: MirrorTable, conditions: readonly Condition[]) {
  let best: Condition | undefined;
  let bestScore = 0;
  for (const condition of conditions) {
    const score = indexScore(table, condition);
    if (score > bestScore) {
      best = condition;
      bestScore = score;
    }
  }
  return best ? collectionFor(table, best) : undefined;
}

function collectionFor(
  table: MirrorTable,
  condition: Condition,
): Collection<MirrorRow, number> | undefined {
  switch (condition.kind) {
    case 'eq':
      return typeof condition.value === 'boolean'
        ? undefined
        : table.where(condition.column).equals(condition.value);
    case 'contains':
      return table.where(condition.column).equals(condition.value);
    case 'regex':
      return table.where(condition.column).startsWithIgnoreCase(condition.indexPrefix);
    case 'overlaps':
      return table
        .where(condition.column)
        .anyOf([...condition.values])
        .distinct();
    case 'notNull':
      // Null and undefined are not indexed: every indexed value is at or above the lowest key.
      return table.where(condition.column).aboveOrEqual(Dexie.minKey);
    default:
      return undefined;
  }
}
