/**
 * A throwaway PostgreSQL 15 cluster in a temp folder (Debian's binaries), so the migrations are
 * proven on the database production runs, with hosted's roles: its URL connects as a `postgres`
 * that is not a superuser (platformRoles.sql). initdb refuses root, so as root it runs as the
 * `postgres` system user.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const BIN = '/usr/lib/postgresql/15/bin';
const PLATFORM_ROLES = fileURLToPath(new URL('./platformRoles.sql', import.meta.url));

export interface PostgresCluster {
  url: string;
  stop(): Promise<void>;
}

/** A TCP port nothing is listening on, so parallel runs never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgresCluster(requestedPort?: number): Promise<PostgresCluster> {
  const port = requestedPort ?? (await freePort());
  if (!existsSync(`${BIN}/initdb`)) {
    throw new Error(`PostgreSQL 15 is not installed (${BIN}); run: apt-get install -y postgresql`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'vethub-pg-'));
  chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  const run = (bin: string, args: string[]) => {
    const cmd = asRoot ? 'runuser' : `${BIN}/${bin}`;
    const full = asRoot ? ['-u', 'postgres', '--', `${BIN}/${bin}`, ...args] : args;
    execFileSync(cmd, full, { stdio: 'pipe' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'supabase_admin', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'pg.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    '-w',
    'start',
  ]);
  const platform = new pg.Client(`postgres://supabase_admin@127.0.0.1:${port}/postgres`);
  await platform.connect();
  try {
    await platform.query(readFileSync(PLATFORM_ROLES, 'utf8'));
  } finally {
    await platform.end();
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
