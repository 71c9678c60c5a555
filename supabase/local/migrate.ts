/** Creates a project database the way `supabase db reset` does: bootstrap, migrations, seed. */
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function isInitialized(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ok`,
  );
  return rows[0]?.ok === true;
}

/** Applies migrations not applied yet, in file-name order, each recorded like the CLI does. */
export async function applyMigrations(db: Db, workdir: string): Promise<string[]> {
  await db.exec(await readFile(path.join(here, 'bootstrap.sql'), 'utf8'));
  const dir = path.join(workdir, 'migrations');
  const files = existsSync(dir)
    ? (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()
    : [];
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((r) => r.version));
  const applied: string[] = [];
  for (const file of files) {
    const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    try {
      await db.exec(sql);
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
    }
    await db.query(
      'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
      [version, rest.join('_')],
    );
    applied.push(file);
  }
  return applied;
}

export async function applySeed(db: Db, workdir: string): Promise<boolean> {
  const file = path.join(workdir, 'seed.sql');
  if (!existsSync(file)) return false;
  await db.exec(await readFile(file, 'utf8'));
  return true;
}
