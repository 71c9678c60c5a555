/**
 * `npm run bench` (fuzzer part): the api suite's REST fuzzer at a larger count on its own stack,
 * with the stack's memory before and after; then, when PostgreSQL 15 is installed, the same
 * requests one at a time on fresh PGlite and PostgreSQL stacks, and where their answers differ.
 * Prints figures and any 5xx; FUZZ_SEED / FUZZ_REQUESTS change the run.
 */
import { existsSync } from 'node:fs';
import { startStack } from '../../supabase/local/stack';
import { runFuzzer } from '../../supabase/local/tests/attack/fuzzRun';
import { startPostgresCluster } from '../../supabase/local/tests/support/postgresCluster';

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const count = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const mb = () => `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`;

async function load() {
  const stack = await startStack({ workdir: 'supabase', port: 0 });
  try {
    const before = mb();
    const report = await runFuzzer(stack.url, { count, seed });
    console.log(
      `fuzzer (PGlite), seed ${seed}: ${report.requests} requests in ${report.seconds} s`,
    );
    console.log(`  statuses ${JSON.stringify(report.statuses)}`);
    console.log(`  health: ${report.healthProbes} probes, slowest ${report.healthMaxMs} ms`);
    console.log(`  stack process RSS: ${before} before, ${mb()} after`);
    for (const f of report.failures.slice(0, 10)) console.log(`  5xx: ${JSON.stringify(f)}`);
    if (report.failures.length) process.exitCode = 1;
  } finally {
    await stack.close();
  }
}

/** Status and PostgREST code of every answer, one request at a time, on a fresh stack. */
async function answersOn(databaseUrl: string | undefined, n: number) {
  const stack = await startStack({ workdir: 'supabase', port: 0, databaseUrl });
  const answers = new Map<number, string>();
  try {
    await runFuzzer(stack.url, {
      count: n,
      seed,
      concurrency: 1,
      onAnswer: (i, status, text) =>
        answers.set(i, `${status} ${/"code":"([^"]*)"/.exec(text)?.[1] ?? ''}`.trim()),
    });
  } finally {
    await stack.close();
  }
  return answers;
}

async function parity(n: number) {
  const lite = await answersOn(undefined, n);
  const cluster = await startPostgresCluster();
  const pg = await answersOn(cluster.url, n).finally(() => cluster.stop());
  const kinds = new Map<string, number[]>();
  for (const [i, a] of lite) {
    const b = pg.get(i);
    if (a !== b)
      kinds.set(`${a} on PGlite, ${b} on PostgreSQL`, [
        ...(kinds.get(`${a} on PGlite, ${b} on PostgreSQL`) ?? []),
        i,
      ]);
  }
  const total = [...kinds.values()].reduce((sum, ids) => sum + ids.length, 0);
  console.log(`parity, seed ${seed}: ${total} of ${n} answers differ`);
  for (const [kind, ids] of [...kinds].sort((x, y) => y[1].length - x[1].length)) {
    console.log(`  ${ids.length} × ${kind} (requests ${ids.slice(0, 4).join(', ')})`);
  }
}

await load();
if (existsSync('/usr/lib/postgresql/15/bin/initdb')) await parity(5000);
else console.log('parity: PostgreSQL 15 is not installed; skipped');
