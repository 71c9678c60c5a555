/**
 * The scale bench's server side, from Node as a visitor's browser would ask (anon key): the
 * directory query through the app's own executor (runOnServer: featured first, two requests),
 * the same filters on the `search` tsvector instead of ILIKE, and the requests a first sync
 * starts with (supabaseSource: the exact count, each stream's first page with its count).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { ANON_KEY } from '../../supabase/local/config';
import type { ServicesFilter } from '../../src/data/query/filters';
import { runOnServer } from '../../src/data/query/runOnServer';
import { arrayLiteral } from '../../src/data/query/serverConditions';
import { serverCategories } from '../../src/data/query/serviceCategories';
import { rowSelect } from '../../src/data/mirrorColumns';
import { supabaseSource } from '../../src/data/sync/supabaseSource';
import { PULL_PAGE_SIZE } from '../../src/data/sync/pullTable';
import { NAME_WORDS, FOCUS_WORDS } from './scaleRows';

export const anonClient = (url: string): SupabaseClient =>
  createClient(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const STATES = ['TX', 'CA', 'FL', 'NY', 'VA', 'WY', 'OH', 'GA'];
const CATEGORIES = ['legal', 'housing', 'disability', 'employment', 'financial'];
const REACH = ['local', 'regional', 'national'] as const;
const WORDS = [...NAME_WORDS, ...FOCUS_WORDS];

/** A visitor's directory search: a state, a category, a reach and a word, varied per run. */
const directoryFilter = (i: number, withText: boolean): ServicesFilter => ({
  table: 'services',
  state: STATES[i % STATES.length],
  category: CATEGORIES[i % CATEGORIES.length],
  type: REACH[i % REACH.length],
  ...(withText ? { search: WORDS[i % WORDS.length] } : {}),
});

/** Near me (issue 34): 25 miles around a city's ZIP code, with a word, varied per run. */
const NEAR_ZIPS = ['78701', '90012', '33130', '10001', '23219', '82001', '43215', '30303'];
const nearFilter = (i: number): ServicesFilter => ({
  table: 'services',
  near: { zip: NEAR_ZIPS[i % NEAR_ZIPS.length] ?? '78701', radiusMiles: 25 },
  search: WORDS[i % WORDS.length],
});

/** Times each run; a failed one (the anon role's 3 s statement timeout) is counted, not timed. */
async function timed(runs: number, once: (i: number) => Promise<unknown>): Promise<Timings> {
  const times: number[] = [];
  const failures: string[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    try {
      await once(i);
      times.push(performance.now() - started);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { times, failures };
}

interface Timings {
  times: number[];
  failures: string[];
}

/**
 * The same filters with the word matched on the `search` tsvector (textSearch), featured first
 * as runOnServer does it (both requests at once, each with its exact count).
 */
async function tsvectorQuery(client: SupabaseClient, filter: ServicesFilter) {
  const categories = await serverCategories(client);
  const now = new Date().toISOString();
  const part = (featured: boolean) => {
    let query = client
      .from('services')
      .select(rowSelect('services'), { count: 'exact' })
      .eq('status', 'active')
      .is('deleted_at', null)
      .eq('state', filter.state ?? '')
      .eq('type', filter.type ?? '')
      .filter('services', 'ov', arrayLiteral(categories[filter.category ?? ''] ?? []))
      .textSearch('search', filter.search ?? '', { config: 'english', type: 'plain' });
    query = featured
      ? query.gt('featured_until', now)
      : query.or(`featured_until.is.null,featured_until.lte.${now}`);
    return query
      .order('updated_at', { ascending: false, nullsFirst: false })
      .order('id', { ascending: false, nullsFirst: false })
      .range(0, 9)
      .then(({ error }) => {
        if (error) throw new Error(error.message);
      });
  };
  await Promise.all([part(true), part(false)]);
}

/** p50 and p95 in ms of the runs that answered, and how the others failed. */
export interface Percentiles {
  p50: number;
  p95: number;
  failures: string[];
}

export interface ServerFigures {
  withText: Percentiles;
  filtersOnly: Percentiles;
  nearWithText: Percentiles;
  tsvector: Percentiles;
  firstTotal: number;
  /** The first sync's own requests, three runs each (the median). */
  syncCount: Percentiles;
  nationalPage: Percentiles;
  regionPage: Percentiles;
}

const RUNS = 60;
const p50p95 = ({ times, failures }: Timings): Percentiles => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  failures,
});

export async function serverFigures(stackUrl: string): Promise<ServerFigures> {
  const anon = anonClient(stackUrl);
  let firstTotal = NaN;
  // One round unmeasured: the category map and the connections are in place, as in a session.
  await runOnServer(anon, directoryFilter(0, true)).then(
    (a) => (firstTotal = a.total),
    () => undefined,
  );
  const withText = await timed(RUNS, (i) => runOnServer(anon, directoryFilter(i, true)));
  const filtersOnly = await timed(RUNS, (i) => runOnServer(anon, directoryFilter(i, false)));
  const nearWithText = await timed(RUNS, (i) => runOnServer(anon, nearFilter(i)));
  const tsvector = await timed(RUNS, (i) => tsvectorQuery(anon, directoryFilter(i, true)));

  const source = supabaseSource(anon);
  const page = (conditions: Parameters<typeof source.pullPage>[0]['conditions']) =>
    source.pullPage({
      table: 'services',
      after: null,
      limit: PULL_PAGE_SIZE,
      withCount: true,
      conditions,
      descending: true,
    });
  const median3 = async (once: () => Promise<unknown>) => p50p95(await timed(3, once));
  return {
    withText: p50p95(withText),
    filtersOnly: p50p95(filtersOnly),
    nearWithText: p50p95(nearWithText),
    tsvector: p50p95(tsvector),
    firstTotal,
    syncCount: await median3(() => source.visibleCount('services')),
    nationalPage: await median3(() => page([{ kind: 'eq', column: 'type', value: 'national' }])),
    regionPage: await median3(() => page([{ kind: 'in', column: 'state', values: ['TX'] }])),
  };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** The plan's nodes, outermost first, in a line: "Aggregate < Seq Scan 1,000,000 rows". */
function planLine(node: PlanNode): string {
  const here = `${node['Node Type']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`;
  const rows = node['Actual Rows'] !== undefined ? ` ${node['Actual Rows']} rows` : '';
  const below = (node.Plans ?? []).map(planLine);
  return below.length ? `${here}${rows} < ${below.join(' + ')}` : `${here}${rows}`;
}

/**
 * EXPLAIN ANALYZE as anon (RLS on, as PostgREST runs it) of what the figures point at: the exact
 * count every sync cycle asks of each listing table, and the directory's word search.
 */
export async function explainAsAnon(databaseUrl: string): Promise<string[]> {
  const db = new pg.Client(databaseUrl);
  await db.connect();
  const explain = async (label: string, sql: string) => {
    await db.query('begin');
    try {
      await db.query('set local role anon');
      const { rows } = await db.query<{
        'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
      }>(`explain (analyze, buffers, format json) ${sql}`);
      const [plan] = rows[0]?.['QUERY PLAN'] ?? [];
      return plan
        ? `${label}: ${plan['Execution Time'].toFixed(1)} ms, ${planLine(plan.Plan)}`
        : `${label}: no plan`;
    } finally {
      await db.query('rollback');
    }
  };
  try {
    // The newest national row, as a device's watermark after its first sync.
    const { rows: newest } = await db.query<{ at: string; id: string }>(
      `select updated_at::text at, id::text id from public.services where type = 'national'
       order by updated_at desc, id desc limit 1`,
    );
    const { rows: categories } = await db.query<{ services: string[] }>(
      `select services from public.service_categories where slug = 'legal'`,
    );
    const legal = categories[0]?.services ?? [];
    const listedPage = (word: string) =>
      `select id from public.services_listed where status = 'active'
         and deleted_at is null and state = 'TX' and type = 'local'
         and services && '${arrayLiteral(legal)}' and search_text ilike '%${word}%'
       order by updated_at desc nulls last, id desc nulls last limit 10`;
    const at = newest[0]?.at ?? 'now()';
    const id = newest[0]?.id ?? '0';
    return [
      await explain(
        "national stream's first page, its count (pullPage: RLS alone says what is visible)",
        `select count(*) from public.services where type = 'national'`,
      ),
      await explain(
        "national stream's changes since its newest row, count (every later cycle)",
        `select count(*) from public.services where type = 'national'
           and (updated_at > '${at}' or (updated_at = '${at}' and id > ${Number(id)}))`,
      ),
      await explain(
        'exact count of visible services',
        `select count(*) from public.services where status = 'active' and deleted_at is null`,
      ),
      await explain(
        'directory word search (TX, legal, local, "Liberty"), count',
        `select count(*) from public.services where status = 'active' and deleted_at is null
           and state = 'TX' and type = 'local'
           and services && (select services from public.service_categories where slug = 'legal')
           and (name ilike '%Liberty%' or title ilike '%Liberty%' or excerpt ilike '%Liberty%'
                or content ilike '%Liberty%')`,
      ),
      // As runOnServer sends it: the category's types as a literal, the word on search_text.
      await explain(
        'the same through services_listed (runOnServer since 20261130020000), first page',
        listedPage('liberty'),
      ),
      await explain('the same with a rare word ("zeppelin"), first page', listedPage('zeppelin')),
    ];
  } finally {
    await db.end();
  }
}
