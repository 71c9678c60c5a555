// `npm test`: every suite (lint, types, unit, api on both databases, e2e), stopping at the first
// failure, then the time each suite took and the total. Lint, the type check, the unit tests and
// the e2e suite's build run side by side (their output printed whole, one after the other): none
// keeps both cores busy alone (lint and the type check one each, the unit tests about 1.7, the
// build mostly one), together they do. The api and e2e suites each use both cores and run in turn.
import { spawn } from 'node:child_process';

const stages = [['lint', 'typecheck', 'test:unit', 'build:e2e'], ['test:api'], ['test:e2e']];
// The e2e suite runs on the build made in the first stage.
process.env.E2E_BUILT = '1';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const started = Date.now();
let failed;

function run(suite, alone) {
  const start = Date.now();
  const child = spawn(npm, ['run', '-s', suite], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      times.push([suite, Date.now() - start]);
      resolve(code === 0);
    });
  });
}

for (const stage of stages) {
  const passed = await Promise.all(stage.map((suite) => run(suite, stage.length === 1)));
  const failing = stage.filter((_, i) => !passed[i]);
  if (failing.length) {
    failed = failing.join(', ');
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
