/**
 * `npm run stack` / `npm run db:reset`: the local stack from the command line.
 *   --workdir <dir>  the supabase/ folder to serve (default ./supabase)
 *   --port <n>       default 54321
 *   --data <dir>     PGlite data folder (default .local/db); --memory keeps it in memory
 *   --reset          delete the data folder first (rebuild from migrations and seed)
 *   --exit           stop after building the database (with --reset: `npm run db:reset`)
 *   --autoconfirm    sign-ups sign in at once, whatever config.toml says (the e2e suite, which
 *                    makes its accounts by signing up); by default config.toml decides
 *   --sign-ups-per-address <n>  sign-ups one client address may make in 5 minutes (default 30,
 *                    as config.toml); the e2e suite, one address making many accounts, raises it
 *   --quick-password-hashing  bcrypt at its least cost, as GoTrue's own tests (test runs only)
 * With DATABASE_URL set, a real PostgreSQL is used instead of PGlite.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ANON_KEY, DEFAULT_PORT, SERVICE_ROLE_KEY } from './config';
import { startStack } from './stack';

const { values } = parseArgs({
  options: {
    workdir: { type: 'string', default: 'supabase' },
    port: { type: 'string', default: String(DEFAULT_PORT) },
    data: { type: 'string', default: '.local/db' },
    memory: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    exit: { type: 'boolean', default: false },
    autoconfirm: { type: 'boolean', default: false },
    'sign-ups-per-address': { type: 'string' },
    'quick-password-hashing': { type: 'boolean', default: false },
  },
});

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = values.memory || databaseUrl ? undefined : path.resolve(values.data);
if (values.reset && dataDir) await rm(dataDir, { recursive: true, force: true });
// PGlite creates its own folder but not the parents.
if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });

const stack = await startStack({
  workdir: values.workdir,
  port: Number(values.port),
  dataDir,
  databaseUrl,
  confirmSignups: values.autoconfirm ? false : undefined,
  signUpsPerAddress: values['sign-ups-per-address']
    ? Number(values['sign-ups-per-address'])
    : undefined,
  quickPasswordHashing: values['quick-password-hashing'],
  log: (line) => console.log(`[stack] ${line}`),
});

if (values.exit) {
  await stack.close();
  console.log('[stack] database rebuilt');
  process.exit(0);
}

console.log(`
  VetHub local stack (Supabase-compatible) on ${stack.url}
    REST      ${stack.url}/rest/v1
    Auth      ${stack.url}/auth/v1
    Realtime  ${stack.url.replace('http', 'ws')}/realtime/v1/websocket
    Mailbox   ${stack.url}/mailbox
    anon key          ${ANON_KEY}
    service_role key  ${SERVICE_ROLE_KEY}
  Demo accounts (local only), password VetHub-demo-2026:
    veteran@vethub.test  partner@vethub.test  both@vethub.test  admin@vethub.test
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stack.close().then(() => process.exit(0));
  });
}
