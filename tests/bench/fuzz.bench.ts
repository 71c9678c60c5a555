/**
 * `npm run bench` (fuzzer part): the api suite's REST fuzzer at a larger count on its own stack,
 * with the stack's memory before and after. Prints figures and any 5xx; FUZZ_SEED / FUZZ_REQUESTS
 * change the run.
 */
import { startStack } from '../../supabase/local/stack';
import { runFuzzer } from '../api/attack/fuzzRun';

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const count = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const mb = () => `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`;

const stack = await startStack({ workdir: 'supabase', port: 0 });
try {
  const before = mb();
  const report = await runFuzzer(stack.url, { count, seed });
  console.log(`fuzzer (PGlite), seed ${seed}: ${report.requests} requests in ${report.seconds} s`);
  console.log(`  statuses ${JSON.stringify(report.statuses)}`);
  console.log(`  health: ${report.healthProbes} probes, slowest ${report.healthMaxMs} ms`);
  console.log(`  stack process RSS: ${before} before, ${mb()} after`);
  for (const f of report.failures.slice(0, 10)) console.log(`  5xx: ${JSON.stringify(f)}`);
  if (report.failures.length) process.exitCode = 1;
} finally {
  await stack.close();
}
