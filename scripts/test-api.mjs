// `npm run test:api`: the api suite twice — on PGlite, then on a throwaway PostgreSQL 15
// cluster — so the migrations and policies are proven on the database production runs.
import { spawnSync } from 'node:child_process';

const vitest = ['node_modules/vitest/vitest.mjs', 'run', '-c', 'vitest.api.config.ts'];
for (const db of ['pglite', 'postgres']) {
  console.log(`\napi suite on ${db === 'pglite' ? 'PGlite' : 'PostgreSQL 15'}\n`);
  const run = spawnSync(process.execPath, vitest, {
    stdio: 'inherit',
    env: { ...process.env, API_DB: db },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
