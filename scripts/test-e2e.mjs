// `npm run test:e2e`: builds the app against a throwaway local stack and runs Playwright.
// E2E_PORT (app, default 4173) and E2E_STACK_PORT (stack, default 54331) let two checkouts
// run their suites side by side; npm start's :5173 and :54321 are never touched.
// `--build-only` builds and stops; E2E_BUILT=1 runs Playwright on that build (npm test builds
// while the lint and unit suites run, whose cores are not all busy).
import { spawnSync } from 'node:child_process';

const appPort = process.env.E2E_PORT || '4173';
const stackPort = process.env.E2E_STACK_PORT || '54331';
const env = {
  ...process.env,
  E2E_PORT: appPort,
  E2E_STACK_PORT: stackPort,
  VITE_SUPABASE_URL: `http://127.0.0.1:${stackPort}`,
};

function run(args) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const buildOnly = process.argv[2] === '--build-only';
if (buildOnly || process.env.E2E_BUILT !== '1') run(['node_modules/vite/bin/vite.js', 'build']);
if (!buildOnly) run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]);
