/**
 * The scale bench's server half alone (scaleServer.ts), without the app build and Chromium: for
 * measuring a server change at 10k, 100k and 1M services in minutes. SCALE_DATABASE_URL reuses a
 * cluster already grown (its stack applies any new migration); SCALE_HOLD=1 keeps the cluster
 * and stack running after the figures, printing their URLs, until the process is stopped.
 */
import { startStack } from '../../supabase/local/stack';
import {
  startPostgresCluster,
  type PostgresCluster,
} from '../../supabase/local/tests/support/postgresCluster';
import { growTo } from './scaleRows';
import { explainAsAnon, serverFigures, type Percentiles } from './scaleServer';

const SIZES = (process.env.SCALE_SIZES ?? '10000,100000').split(',').map(Number);
const ms = (n: number) => (Number.isNaN(n) ? 'n/a' : `${n.toFixed(1)} ms`);
const spread = ({ p50, p95, failures }: Percentiles) =>
  `p50 ${ms(p50)}, p95 ${ms(p95)}` +
  (failures.length ? ` (${failures.length} failed: ${failures[0]})` : '');

const given = process.env.SCALE_DATABASE_URL;
const cluster: PostgresCluster | null = given ? null : await startPostgresCluster();
const databaseUrl = given ?? cluster?.url ?? '';
try {
  const stack = await startStack({ workdir: 'supabase', port: 0, databaseUrl });
  try {
    for (const size of SIZES) {
      const growth = await growTo(databaseUrl, size, 20 * 60_000);
      const server = await serverFigures(stack.url);
      console.log(
        `\n${growth.counts.services.toLocaleString('en-US')} services ` +
          `(grown in ${growth.seconds.toFixed(0)} s)`,
      );
      console.log(`  filters + word  ${spread(server.withText)} (first: ${server.firstTotal})`);
      console.log(`  filters only    ${spread(server.filtersOnly)}`);
      console.log(`  near me + word  ${spread(server.nearWithText)}`);
      console.log(`  tsvector        ${spread(server.tsvector)}`);
      for (const line of await explainAsAnon(databaseUrl)) console.log(`  EXPLAIN ${line}`);
    }
    if (process.env.SCALE_HOLD) {
      console.log(`\nholding: DATABASE_URL=${databaseUrl} stack=${stack.url}`);
      await new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
    }
  } finally {
    await stack.close();
  }
} finally {
  await cluster?.stop();
}
process.exit(0);
