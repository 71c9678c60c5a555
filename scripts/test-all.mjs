// `npm test`: every suite in turn (lint, types, unit, api on both databases, e2e), stopping at
// the first failure, then the time each suite took and the total.
import { spawnSync } from 'node:child_process';

const suites = ['lint', 'typecheck', 'test:unit', 'test:api', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const started = Date.now();
let failed;

for (const suite of suites) {
  const start = Date.now();
  const run = spawnSync(npm, ['run', '-s', suite], { stdio: 'inherit' });
  times.push([suite, Date.now() - start]);
  if (run.status !== 0) {
    failed = suite;
    break;
  }
}

const min = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
console.log('\nTime per suite:');
for (const [suite, ms] of times) console.log(`  ${suite.padEnd(10)} ${min(ms)}`);
console.log(
  `  ${'total'.padEnd(10)} ${min(Date.now() - started)}${failed ? ` (${failed} failed)` : ''}`,
);
process.exit(failed ? 1 : 0);
