/**
 * `npm run bench` (stack part): prints figures, asserts nothing.
 * Cold start to first answer; p50/p95 of the directory query as the app sends it (three
 * filters, and none; page of 10 with its count) at 1k and 100k services; realtime delivery
 * latency to 50 subscribers.
 * PGlite always; PostgreSQL 15 too when its binaries are installed.
 */
import { existsSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { startStack, type Stack } from '../../supabase/local/stack';
import type { ServicesFilter } from '../../src/data/query/filters';
import { runOnServer } from '../../src/data/query/runOnServer';
import { startPostgresCluster } from '../../supabase/local/tests/support/postgresCluster';

const client = (url: string, key: string): SupabaseClient =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function coldStart(databaseUrl?: string): Promise<Stack> {
  const t0 = performance.now();
  const stack = await startStack({ workdir: 'supabase', port: 0, databaseUrl });
  const { error } = await client(stack.url, ANON_KEY).from('services').select('id').limit(1);
  if (error) throw new Error(error.message);
  console.log(`  cold start to first answer: ${fmt(performance.now() - t0)} (migrations + seed)`);
  return stack;
}

/** Adds synthetic active services until the table holds `total` rows. */
async function growServices(stack: Stack, total: number) {
  const { rows } = await stack.db.query<{ n: number }>('select count(*)::int as n from services');
  const missing = total - (rows[0]?.n ?? 0);
  if (missing <= 0) return;
  await stack.db.query(
    `insert into services (name, slug, title, excerpt, content, status, services, credentials,
       category, type, is_home, rating, state, zipcode, updated_at)
     select 'Bench service ' || g, 'bench-service-' || g, 'Help for veterans ' || g,
       'Synthetic listing for the benchmark', 'Benchmark content ' || g,
       case when g % 10 = 0 then 'inactive' else 'active' end,
       array[(array['VA claims help','Legal aid','Job placement','Housing assistance'])[1 + g % 4]],
       array[(array['VA-accredited','Licensed attorney','Nonprofit'])[1 + g % 3]],
       (array['legal','housing','employment','financial'])[1 + g % 4],
       (array['national','regional','local'])[1 + g % 3], g % 7 = 0, (g % 50) / 10.0,
       (array['TX','CA','FL','NY','VA','WA','GA','NC'])[1 + g % 8],
       lpad(((g * 37) % 99999)::text, 5, '0'), now() - (g || ' seconds')::interval
     from generate_series(1, $1::int) g`,
    [missing],
  );
  // A live table is vacuumed by autovacuum after bulk inserts; the index-only scans of the
  // directory query rely on the visibility map that vacuum sets, so measure it as it lives.
  await stack.db.query('vacuum analyze services');
}

/**
 * The directory as the /services page asks for it before its first sync (runOnServer: the
 * featured rows, then the rest, each with its count): a visitor's three filters
 * (?state=…&service=Legal+aid&home=1), and the landing page with no filter, whose count is
 * the whole directory.
 */
const DIRECTORY_CASES: Record<string, (i: number) => ServicesFilter> = {
  'state + service type + in-home': (i) => ({
    table: 'services',
    state: i % 2 ? 'TX' : 'CA',
    service: 'Legal aid',
    isHome: true,
  }),
  'no filter (landing page)': () => ({ table: 'services' }),
};

async function directoryQuery(
  stack: Stack,
  filterFor: (i: number) => ServicesFilter,
  runs: number,
) {
  const anon = client(stack.url, ANON_KEY);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    const { total } = await runOnServer(anon, filterFor(i));
    if (i === 0) console.log(`    (first answer: ${total} matching rows)`);
    times.push(performance.now() - t0);
  }
  return times;
}

async function realtimeLatency(stack: Stack, subscribers: number, changes: number) {
  const clients = Array.from({ length: subscribers }, () => client(stack.url, ANON_KEY));
  const latencies: number[] = [];
  const sentAt = new Map<string, number>();
  // Changes reach a channel in order: once every client has the last one, nothing is on its way.
  let lastTitle = '';
  let reachedLast = 0;
  let allDelivered = () => {};
  const delivered = new Promise<void>((resolve) => {
    allDelivered = resolve;
  });
  await Promise.all(
    clients.map(
      (c, i) =>
        new Promise<void>((resolve, reject) => {
          c.channel(`bench-${i}`)
            .on(
              'postgres_changes',
              { event: 'UPDATE', schema: 'public', table: 'services' },
              (p) => {
                const title = String((p.new as { title?: string }).title);
                const at = sentAt.get(title);
                if (at !== undefined) latencies.push(performance.now() - at);
                if (title === lastTitle && ++reachedLast === subscribers) allDelivered();
              },
            )
            .subscribe((status) => {
              if (status === 'SUBSCRIBED') resolve();
              if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(status));
            });
        }),
    ),
  );
  const service = client(stack.url, SERVICE_ROLE_KEY);
  const { data } = await service.from('services').select('id').eq('status', 'active').limit(1);
  const id = data?.[0]?.id as number;
  for (let i = 0; i < changes; i += 1) {
    const title = `Bench change ${i} ${Date.now()}`;
    lastTitle = title;
    sentAt.set(title, performance.now());
    await service.from('services').update({ title }).eq('id', id);
    await new Promise((r) => setTimeout(r, 50));
  }
  await delivered;
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  console.log(
    `  realtime to ${subscribers} subscribers: ${latencies.length}/${subscribers * changes} delivered, ` +
      `p50 ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))}`,
  );
}

async function benchOne(label: string, databaseUrl?: string) {
  console.log(`\n${label}`);
  const stack = await coldStart(databaseUrl);
  try {
    for (const total of [1_000, 100_000]) {
      await growServices(stack, total);
      for (const [name, filterFor] of Object.entries(DIRECTORY_CASES)) {
        const times = await directoryQuery(stack, filterFor, 60);
        console.log(
          `  directory query, ${name}, ${total.toLocaleString('en-US')} services: ` +
            `p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}`,
        );
      }
    }
    await realtimeLatency(stack, 50, 20);
  } finally {
    await stack.close();
  }
}

await benchOne('PGlite (in memory)');
if (existsSync('/usr/lib/postgresql/15/bin/initdb')) {
  const cluster = await startPostgresCluster();
  try {
    await benchOne('PostgreSQL 15', cluster.url);
  } finally {
    await cluster.stop();
  }
} else {
  console.log('\nPostgreSQL 15 not installed: skipped its leg (apt-get install postgresql).');
}
process.exit(0);
