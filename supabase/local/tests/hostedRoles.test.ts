/**
 * The PostgreSQL leg runs as hosted Supabase does (platformRoles.sql): the stack connects as a
 * `postgres` that is not a superuser, so VetHub's migrations and seed are proven without
 * superuser rights (issue 37, hosted parity), and a migration that needs them fails the run.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startStack } from '../stack';

const clusterUrl = inject('databaseUrl');
const database = `hosted_roles_${process.pid}_${Date.now().toString(36)}`;
const workdir = mkdtempSync(path.join(tmpdir(), 'vethub-superuser-migration-'));

async function query<R extends pg.QueryResultRow>(url: string, sql: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await query(clusterUrl, `drop database if exists ${pg.escapeIdentifier(database)} with (force)`);
  rmSync(workdir, { recursive: true, force: true });
});

describe('the PostgreSQL leg, with hosted roles', () => {
  it('connects as a postgres that is not a superuser, with the attributes hosted gives it', async () => {
    const [me] = await query<{ rolsuper: boolean; rolcreaterole: boolean; rolbypassrls: boolean }>(
      clusterUrl,
      'select rolsuper, rolcreaterole, rolbypassrls from pg_roles where rolname = current_user',
    );
    expect(me).toEqual({ rolsuper: false, rolcreaterole: true, rolbypassrls: true });
  });

  it('has GoTrue’s unique email index and hosted’s inheriting API roles', async () => {
    const index = await query<{ indexdef: string }>(
      clusterUrl,
      `select indexdef from pg_indexes where schemaname = 'auth' and indexname = 'users_email_partial_key'`,
    );
    expect(index.map((i) => i.indexdef)).toEqual([
      expect.stringMatching(/UNIQUE INDEX .* \(email\) WHERE \(is_sso_user = false\)/),
    ]);
    const roles = await query<{ rolname: string; rolinherit: boolean }>(
      clusterUrl,
      `select rolname, rolinherit from pg_roles
        where rolname in ('anon', 'authenticated', 'service_role') order by 1`,
    );
    expect(roles.every((r) => r.rolinherit)).toBe(true);
    expect(roles).toHaveLength(3);
  });

  it('publishes the tables VetHub’s migrations add to supabase_realtime', async () => {
    const published = await query<{ tablename: string }>(
      clusterUrl,
      `select tablename from pg_publication_tables
        where pubname = 'supabase_realtime' and schemaname = 'public'`,
    );
    expect(published.map((p) => p.tablename)).toEqual(
      expect.arrayContaining(['services', 'vet_deals', 'blog_posts', 'reports']),
    );
  });

  it('keeps row-level security on every auth table, as GoTrue leaves them', async () => {
    const open = await query<{ relname: string }>(
      clusterUrl,
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'auth' and c.relkind = 'r' and not c.relrowsecurity order by 1`,
    );
    expect(open).toEqual([]);
  });

  it('gives auth’s and Storage’s tables to their services’ roles, with postgres a grantee', async () => {
    const owners = await query<{ schema: string; owner: string }>(
      clusterUrl,
      `select distinct n.nspname as schema, pg_get_userbyid(c.relowner) as owner
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('auth', 'storage') and c.relkind = 'r' order by 1`,
    );
    expect(owners).toEqual([
      { schema: 'auth', owner: 'supabase_auth_admin' },
      { schema: 'storage', owner: 'supabase_storage_admin' },
    ]);
    const [rights] = await query<{ users: boolean; objects: boolean }>(
      clusterUrl,
      `select has_table_privilege('postgres', 'auth.users', 'select, insert, update, delete, trigger')
                as users,
              has_table_privilege('postgres', 'storage.objects', 'select, insert, update')
                as objects`,
    );
    expect(rights).toEqual({ users: true, objects: true });
  });

  it('refuses a delete from Storage’s tables that does not come through the Storage API', async () => {
    for (const table of ['storage.objects', 'storage.buckets']) {
      await expect(query(clusterUrl, `delete from ${table} where false`), table).rejects.toThrow(
        'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
      );
    }
  });

  it('fails the run on a migration only a superuser may run', async () => {
    await query(clusterUrl, `create database ${pg.escapeIdentifier(database)}`);
    mkdirSync(path.join(workdir, 'migrations'));
    writeFileSync(
      path.join(workdir, 'migrations', '20260101000000_needs_superuser.sql'),
      'create role vethub_too_powerful superuser;\n',
    );
    const url = new URL(clusterUrl);
    url.pathname = `/${database}`;
    await expect(
      startStack({ workdir, port: 0, databaseUrl: url.toString(), seed: false }),
    ).rejects.toThrow(/Migration 20260101000000_needs_superuser\.sql failed: .*superuser/);
  });
});
