/**
 * `npm run bench` (scale part, issue 34): prints figures beside their targets, asserts nothing.
 * A throwaway PostgreSQL 15 cluster under the local stack (DATABASE_URL: migrations and seed as
 * the stack runs them), grown to 10k, 100k and 1M services (scaleRows.ts), and at each size:
 * - in a fresh Chromium profile (scaleDevice.ts): the first sync from opening /services, its
 *   bytes (counted by a relay in front of the stack, so the sync worker's requests count),
 *   storage after it, after a region change to Texas and after opening 200 listings, and word
 *   searches with the network cut;
 * - from Node as a visitor (scaleServer.ts): the directory query with filters and a word,
 *   featured first, through the app's own server executor.
 * SCALE_SIZES=10000,100000 runs other sizes. A size whose rows take longer than 25 minutes to
 * load is reported as such, and larger sizes are skipped.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startStack } from '../../supabase/local/stack';
import { startPostgresCluster } from '../../supabase/local/tests/support/postgresCluster';
import { startByteRelay } from './byteRelay';
import { buildAndServe } from './childProcesses';
import {
  deviceFigures,
  FIRST_SYNC_LIMIT_MS,
  type DeviceFigures,
  type Listing,
} from './scaleDevice';
import { growTo, stateShare, type Growth } from './scaleRows';
import { explainAsAnon, serverFigures, type Percentiles, type ServerFigures } from './scaleServer';

// SCALE_APP_PORT lets two runs share a machine (each builds into its own folder).
const APP_PORT = Number(process.env.SCALE_APP_PORT ?? 4198);
const appUrl = `http://localhost:${APP_PORT}`;
const outDir = path.resolve(`node_modules/.cache/vethub-bench-scale-dist-${APP_PORT}`);
const SIZES = (process.env.SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const LOAD_LIMIT_MS = 25 * 60_000;
const OPEN_TARGET = 200;

const ms = (n: number) => (Number.isNaN(n) ? 'n/a' : `${n.toFixed(n < 100 ? 1 : 0)} ms`);
const s = (n: number) => (Number.isNaN(n) ? 'n/a' : `${(n / 1000).toFixed(2)} s`);
const failed = ({ failures }: Percentiles) =>
  failures.length ? ` (${failures.length} of 3 failed: ${failures[0]})` : '';
/** "p50 …, p95 …", and how many runs failed and why (the first message). */
const spread = ({ p50, p95, failures }: Percentiles) =>
  `p50 ${ms(p50)}, p95 ${ms(p95)}` +
  (failures.length ? ` (${failures.length} failed: ${failures[0]})` : '');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Listings to open: a random spread of the nation's, most of them outside any one region. */
async function someListings(databaseUrl: string): Promise<Listing[]> {
  const db = new pg.Client(databaseUrl);
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string; slug: string }>(
      `select id, slug from services where status = 'active' and deleted_at is null
       order by random() limit $1`,
      [OPEN_TARGET],
    );
    return rows.map((r) => ({ id: Number(r.id), slug: r.slug }));
  } finally {
    await db.end();
  }
}

function table(rows: [string, string, string][]) {
  const width = (i: 0 | 1) => Math.max(...rows.map((r) => r[i].length));
  for (const [name, figure, target] of rows) {
    console.log(`  ${name.padEnd(width(0))}  ${figure.padEnd(width(1))}  ${target}`);
  }
}

function report(size: number, growth: Growth, device: DeviceFigures, server: ServerFigures) {
  const c = growth.counts;
  console.log(
    `\n${size.toLocaleString('en-US')} services (${c.services.toLocaleString('en-US')} services, ` +
      `${c.vet_deals.toLocaleString('en-US')} deals, ${c.blog_posts.toLocaleString('en-US')} posts; ` +
      `rows added and vacuumed in ${growth.seconds.toFixed(0)} s)`,
  );
  const perOpen = (device.afterOpened.usage - device.afterRegion.usage) / device.opened;
  const opened =
    device.opened >= OPEN_TARGET
      ? mb(device.afterOpened.usage)
      : `${mb(device.afterOpened.usage)} after ${device.opened}; ` +
        `${mb(device.afterRegion.usage + perOpen * OPEN_TARGET)} for ${OPEN_TARGET} (extrapolated)`;
  const storage = (u: typeof device.afterSync) =>
    `${mb(u.usage)} (IndexedDB ${mb(u.indexedDB)}, caches ${mb(u.caches)})`;
  table([
    ['figure', 'measured', 'target'],
    [
      'first sync, listing tables',
      device.incomplete.length
        ? `not complete after ${s(FIRST_SYNC_LIMIT_MS)}: ${device.incomplete.join(', ')}`
        : `${s(device.firstSyncMs)} (crosswalk too: ${s(device.referenceMs)})`,
      '≤ 5 s',
    ],
    [
      '  each table complete at',
      Object.entries(device.tablesAt)
        .sort(([, a], [, b]) => a - b)
        .map(([t, at]) => `${t} ${s(at)}`)
        .join(', '),
      '',
    ],
    [
      'first sync, bytes from the stack',
      `${mb(device.firstSyncBytes.down)} (sent ${mb(device.firstSyncBytes.up)})`,
      '≤ 5 MB',
    ],
    [
      'rows on the device',
      Object.entries(device.rowsHeld)
        .map(([t, n]) => `${t} ${n}`)
        .join(', '),
      '',
    ],
    ['site storage after first sync', storage(device.afterSync), '≤ 50 MB'],
    [
      'region change to TX',
      `${s(device.regionMs)} (${mb(device.regionBytes)} from the stack)`,
      '≤ 3 s',
    ],
    ['site storage after region change', storage(device.afterRegion), '≤ 50 MB'],
    [
      `listings opened (${device.opened})`,
      `p50 ${ms(device.openMs[0])}, p95 ${ms(device.openMs[1])} each`,
      '',
    ],
    [`site storage after opening ${OPEN_TARGET}`, opened, '≤ 50 MB'],
    [
      'offline word search, on the device',
      `p50 ${ms(device.search.query[0])}, p95 ${ms(device.search.query[1])} ` +
        `(${device.search.runs} searches; one getAll of the services store: ` +
        `${ms(device.search.getAllMs)})`,
      'p95 ≤ 20 ms',
    ],
    [
      'same, until the list on screen says so',
      `p50 ${ms(device.search.p50)}, p95 ${ms(device.search.p95)}` +
        `${device.search.missed ? ` (${device.search.missed} never changed the list)` : ''}`,
      '',
    ],
    [
      'server directory query, filters + word',
      `${spread(server.withText)} (first: ${server.firstTotal} rows)`,
      'p95 ≤ 15 ms',
    ],
    ['server directory query, filters only', spread(server.filtersOnly), 'p95 ≤ 15 ms'],
    ['same, word on the tsvector (textSearch)', spread(server.tsvector), '(comparison)'],
    ['server near me (25 miles of a city ZIP) + word', spread(server.nearWithText), 'p95 ≤ 15 ms'],
    [
      "first sync's requests (median of 3)",
      `exact count ${ms(server.syncCount.p50)}${failed(server.syncCount)}; ` +
        `national page ${ms(server.nationalPage.p50)}${failed(server.nationalPage)}; ` +
        `TX page ${ms(server.regionPage.p50)}${failed(server.regionPage)} ` +
        '(1,000 rows, each with its count)',
      '',
    ],
  ]);
  console.log(`  sample offline search: ${device.search.sample}`);
  console.log(
    `  text lengths as the seed's means (characters): ${Object.entries(growth.lengths)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `  gzip ratio of the rows' text: ${Object.entries(growth.gzip)
      .map(([k, v]) => `${k} ${v.toFixed(1)}:1`)
      .join(', ')}`,
  );
}

/** The headline figures at each size, for the "1M within 20 % of 10k" target. */
type Headline = Record<string, number>;
const headline = (d: DeviceFigures, v: ServerFigures): Headline => ({
  'first sync ms': d.firstSyncMs,
  'first sync MB': d.firstSyncBytes.down / 1024 / 1024,
  'storage after sync MB': d.afterSync.usage / 1024 / 1024,
  'region change ms': d.regionMs,
  'offline search p95 ms': d.search.query[1],
  'server query p95 ms': v.withText.p95,
  'server near me p95 ms': v.nearWithText.p95,
});

function compare(sizes: Map<number, Headline>) {
  const smallest = sizes.get(Math.min(...sizes.keys()));
  const largest = Math.max(...sizes.keys());
  const top = sizes.get(largest);
  if (!smallest || !top || sizes.size < 2) return;
  console.log(
    `\n${largest.toLocaleString('en-US')} against the smallest size (target: within 20 %)`,
  );
  table(
    Object.keys(top).map((k) => {
      const ratio = (top[k] ?? NaN) / (smallest[k] ?? NaN);
      return [k, `${((ratio - 1) * 100).toFixed(0)} %`, ratio <= 1.2 ? 'within' : 'beyond'];
    }),
  );
}

if (!existsSync('/usr/lib/postgresql/15/bin/initdb')) {
  console.log('\nScale: PostgreSQL 15 not installed (apt-get install postgresql); skipped.');
  process.exit(0);
}
console.log(
  `\nScale: the directory at ${SIZES.map((n) => n.toLocaleString('en-US')).join(', ')} services ` +
    `(PostgreSQL 15; states weighted by population, Texas ${(stateShare('TX') * 100).toFixed(1)} %)`,
);
const cluster = await startPostgresCluster();
const children: ChildProcess[] = [];
const headlines = new Map<number, Headline>();
try {
  const stack = await startStack({ workdir: 'supabase', port: 0, databaseUrl: cluster.url });
  const relay = await startByteRelay(stack.url);
  try {
    children.push(await buildAndServe(outDir, APP_PORT, relay.url));
    for (const size of SIZES) {
      const growth = await growTo(cluster.url, size, LOAD_LIMIT_MS).catch((error: unknown) => {
        console.log(`\n${size.toLocaleString('en-US')} services: not loaded (${String(error)})`);
        return null;
      });
      if (!growth) break;
      const device = await deviceFigures(appUrl, relay, await someListings(cluster.url));
      const server = await serverFigures(stack.url);
      report(size, growth, device, server);
      for (const line of await explainAsAnon(cluster.url)) console.log(`  EXPLAIN ${line}`);
      headlines.set(size, headline(device, server));
    }
    compare(headlines);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await relay.close();
    await stack.close();
  }
} finally {
  await cluster.stop();
}
process.exit(0);
