// `npm test`: every suite (lint, types, unit, api on both databases, e2e), stopping at the first
// failure, then the time each suite took and the total. Lint and the type check each keep one
// core busy, so they run side by side (their output printed whole, one after the other); the
// rest run in turn, as each uses both cores.
import { spawn } from 'node:child_process';

const stages = [['lint', 'typecheck'], ['test:unit'], ['test:api'], ['test:e2e']];
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
