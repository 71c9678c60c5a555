// `npm run test:api`: VetHub's api tests and the local stack's own (vitest.api.config.ts), in two
// passes: on PGlite, then on a throwaway PostgreSQL 15 cluster, so the migrations and policies
// are proven on the database production runs. scripts/apiGroupsReporter.ts prints each pass's
// two groups apart. Arguments go to Vitest (`npm run test:api -- tests/api/rls.test.ts`).
// The passes run one after the other: side by side on two cores they took 5:50 instead of 6:18
// once, and the next time PGlite's realtime latency tests failed (p95 2.3 s against 1 s).
import { spawnSync } from 'node:child_process';

const vitest = [
  'node_modules/vitest/vitest.mjs',
  'run',
  '-c',
  'vitest.api.config.ts',
  '--reporter=./scripts/apiGroupsReporter.ts',
  ...process.argv.slice(2),
];
const min = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

for (const [db, label] of [
  ['pglite', 'PGlite'],
  ['postgres', 'PostgreSQL 15'],
]) {
  console.log(`\n════ api tests on ${label} ════`);
  const started = Date.now();
  const run = spawnSync(process.execPath, vitest, {
    stdio: 'inherit',
    env: { ...process.env, API_DB: db },
  });
  console.log(
    `\napi tests on ${label}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${min(Date.now() - started)}`,
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}
