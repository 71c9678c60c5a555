/**
 * The server executor: the same filter as a PostgREST query through supabase-js, used before a
 * table's first sync completes. Public visibility is always added, so the answer is the same
 * whether the visitor is signed in (RLS would show a partner their own pending rows) or not.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { MirrorRow } from '../localDb';
import { compileFilter, needsCategories } from './compileFilter';
import type { TableFilter } from './filters';
import type { Condition, QueryPlan, QueryResult } from './plan';
import { applyConditions } from './serverConditions';
import { serverCategories } from './serviceCategories';
import { visibilityConditions } from './visibility';
import { rowSelect } from '../mirrorColumns';

/** A failed server query; status 0 means the request never got an answer (offline). */
export class ServerQueryError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ServerQueryError';
  }
}

export async function runOnServer(
  client: SupabaseClient,
  filter: TableFilter,
): Promise<QueryResult<MirrorRow>> {
  const categories = needsCategories(filter) ? await serverCategories(client) : {};
  return executeOnServer(client, compileFilter(filter, categories));
}

/**
 * Up to this many matching rows a `count=estimated` total is exact; beyond it the server gives
 * the planner's estimate (never below this). It is PostgREST's db-max-rows: 1000 on a hosted
 * Supabase project (API settings, "Max rows") and in the local stack (rest/pageResult.ts).
 */
export const EXACT_COUNT_LIMIT = 1000;

type CountMethod = 'exact' | 'estimated' | 'planned';

/**
 * The directories planned at 100k services and 50k deals (ARCHITECTURE.md) are estimated:
 * counting 90k visible services exactly took 80 ms a page on PostgreSQL 15, an estimate costs
 * a capped count and an EXPLAIN. A word search of the services directory asks for the planner's
 * figure alone (see plannedTotal). The smaller tables keep exact totals, and so do the deals'
 * word searches.
 */
function countFor({ table, conditions }: QueryPlan): CountMethod {
  // Near me is bounded by its radius (a few thousand listings at most): counted exactly.
  if (conditions.some((c) => c.kind === 'near')) return 'exact';
  const words = conditions.some((c) => c.kind === 'text');
  if (table === 'services') return words ? 'planned' : 'estimated';
  return table === 'vet_deals' && !words ? 'estimated' : 'exact';
}

/**
 * services_listed (migration 20261130020000): the listed services and their search_text, the
 * searched columns joined by spaces. A term never holds whitespace (textTerms.ts), so one ILIKE
 * on search_text matches exactly when one on a column does. Read through the view, which RLS does
 * not guard (its own condition is the public one), the planner may use any index for the words
 * and the category; on the table it checked them row by row after the select policy.
 */
const LISTED = 'services_listed';
const SEARCH_TEXT_COLUMNS = ['name', 'title', 'excerpt', 'content'];

const joinedText = (c: Condition): Condition =>
  c.kind === 'text' &&
  c.columns.length === SEARCH_TEXT_COLUMNS.length &&
  SEARCH_TEXT_COLUMNS.every((column) => c.columns.includes(column))
    ? { ...c, columns: ['search_text'] }
    : c;

/**
 * The rows a plan reads: the table; for a word search of the directory the listed services; or
 * for near me the listings services_near locates (the same columns and a distance_miles), on
 * which the other filters compose as on the table.
 */
function source(client: SupabaseClient, plan: QueryPlan, head: boolean, count: CountMethod) {
  const near = plan.conditions.find((c) => c.kind === 'near');
  if (!near) {
    const relation = onListedView(plan) ? LISTED : plan.table;
    return client.from(relation).select(rowSelect(plan.table), { count, head });
  }
  return client
    .rpc('services_near', { near_zip: near.zip, radius_miles: near.radiusMiles }, { count, head })
    .select(`${rowSelect(plan.table)},${near.column}`);
}

/** Near me reads services_near, whose few rows need no index for their words. */
const onListedView = ({ table, conditions }: QueryPlan) =>
  table === 'services' &&
  conditions.some((c) => c.kind === 'text') &&
  !conditions.some((c) => c.kind === 'near');

function filtered(client: SupabaseClient, plan: QueryPlan, head: boolean, count: CountMethod) {
  // No automatic retries (supabase-js waits 1 + 2 + 4 s on a dead line): a page waiting for a
  // server it cannot reach should show what the device holds at once (runQuery.ts).
  const query = source(client, plan, head, count).retry(false);
  const conditions = [...visibilityConditions(plan.table), ...plan.conditions];
  return applyConditions(query, onListedView(plan) ? conditions.map(joinedText) : conditions);
}

/**
 * Featured first, as two queries (PostgREST cannot order by "featured_until > now"): the page's
 * share of the featured rows, then the rest from where the featured ones end.
 */
async function featuredFirstOnServer(
  client: SupabaseClient,
  { featuredAfter, ...plan }: QueryPlan & { featuredAfter: string },
): Promise<QueryResult<MirrorRow>> {
  const column = 'featured_until';
  const featuredPart = (limit: number) =>
    // From the first featured row: featured listings are few (paid), and a range that starts
    // past the end would be answered 416, which the browser logs as a failed request on every
    // later page.
    executeOnServer(client, {
      ...plan,
      conditions: [...plan.conditions, { kind: 'after', column, value: featuredAfter }],
      offset: 0,
      limit,
    });
  const restPart = (offset: number, limit: number) =>
    executeOnServer(client, {
      ...plan,
      conditions: [...plan.conditions, { kind: 'notAfter', column, value: featuredAfter }],
      offset,
      limit,
    });
  const joined = (featured: QueryResult<MirrorRow>, rest: QueryResult<MirrorRow>) =>
    counted(
      [...featured.rows, ...rest.rows].slice(0, plan.limit),
      featured.total + rest.total,
      Boolean(featured.estimated || rest.estimated),
    );
  if (plan.offset === 0) {
    // The first page (most visits): the rest starts at its own first row however many are
    // featured, so both parts are asked at once, one round trip instead of two.
    const [featured, rest] = await Promise.all([featuredPart(plan.limit), restPart(0, plan.limit)]);
    return joined(featured, rest);
  }
  const allFeatured = await featuredPart(plan.offset + plan.limit);
  const featured = { ...allFeatured, rows: allFeatured.rows.slice(plan.offset) };
  const wanted = plan.limit - featured.rows.length;
  // At least one row is asked for, so the answer carries the total.
  const rest = await restPart(Math.max(0, plan.offset - featured.total), Math.max(1, wanted));
  return joined(featured, wanted > 0 ? rest : { ...rest, rows: [] });
}

/** An estimated total above the limit came from the planner (see EXACT_COUNT_LIMIT). */
function counted<Row>(rows: Row[], total: number, method: CountMethod | boolean) {
  const estimated = method === true || (method === 'estimated' && total > EXACT_COUNT_LIMIT);
  return estimated ? { rows, total, estimated: true as const } : { rows, total };
}

export async function executeOnServer(
  client: SupabaseClient,
  plan: QueryPlan,
  method: CountMethod = countFor(plan),
): Promise<QueryResult<MirrorRow>> {
  if (plan.featuredAfter) {
    return featuredFirstOnServer(client, { ...plan, featuredAfter: plan.featuredAfter });
  }
  let query = filtered(client, plan, false, method);
  for (const term of plan.order) {
    query = query.order(term.column, { ascending: !term.descending, nullsFirst: false });
  }
  const { data, count, error, status } = await query.range(
    plan.offset,
    plan.offset + plan.limit - 1,
  );
  if (error?.code === 'PGRST103' && method !== 'exact') {
    // The server judges the range against its estimate: one too low refuses a page that has
    // rows. Deep pages are rare; ask again with the exact count.
    return executeOnServer(client, plan, 'exact');
  }
  if (error?.code === 'PGRST103') {
    // A page past the end (spec §8: not an error for the visitor): no rows, and the real total.
    const total = await filtered(client, plan, true, method);
    if (total.error) {
      throw new ServerQueryError(total.error.message, total.status, total.error.code);
    }
    return counted([], total.count ?? 0, method);
  }
  if (error) throw new ServerQueryError(error.message, status, error.code);
  // The select is made at run time (mirrorColumns.ts), which supabase-js cannot type.
  const rows = (data ?? []) as unknown as MirrorRow[];
  if (method === 'planned') return plannedTotal(client, plan, rows, count ?? 0);
  return counted(rows, count ?? rows.length, method);
}

/**
 * The total of a word search of the directory, from the planner's figure (count=planned). Its
 * matches grow with the directory, and so does counting them (30 ms at 100k listings, 260 to
 * 480 ms at 1M on PostgreSQL 15), where the page stops after its first ten matches. A page that is not full ends the list, so its total is known. A full one is counted
 * exactly only when the planner expects at most another page (it guesses low for a table it
 * has not analyzed, and a short list is cheap to count); otherwise the visitor reads "about".
 */
async function plannedTotal(
  client: SupabaseClient,
  plan: QueryPlan,
  rows: MirrorRow[],
  planned: number,
): Promise<QueryResult<MirrorRow>> {
  const seen = plan.offset + rows.length;
  if (rows.length < plan.limit && (rows.length > 0 || plan.offset === 0)) {
    return counted(rows, seen, false);
  }
  if (rows.length > 0 && planned > seen + plan.limit) {
    return counted(rows, Math.max(planned, seen), true);
  }
  const exact = await filtered(client, plan, true, 'exact');
  if (exact.error) throw new ServerQueryError(exact.error.message, exact.status, exact.error.code);
  return counted(rows, exact.count ?? seen, false);
}
