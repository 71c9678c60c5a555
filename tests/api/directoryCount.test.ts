/**
 * Issue 17: the directory's total as a visitor's client receives it when the server answers
 * (before the first sync). Up to the exact-count limit it is a count; beyond it the planner's
 * estimate, marked as one (the pager says "about"). A stack of its own: thousands of rows.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { EXACT_COUNT_LIMIT, runOnServer } from '../../src/data/query/runOnServer';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { startStack, type Stack } from '../../supabase/local/stack';
import {
  startPostgresCluster,
  type PostgresCluster,
} from '../../supabase/local/tests/support/postgresCluster';

let stack: Stack;
let cluster: PostgresCluster | undefined;
let anon: SupabaseClient;
let service: SupabaseClient;

const client = (key: string): SupabaseClient =>
  createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });

/** Rows the public may see, counted by the database itself. */
async function visibleCount(where: string): Promise<number> {
  const { rows } = await stack.db.query<{ n: number }>(
    `select count(*)::int as n from services
      where status = 'active' and deleted_at is null and not owner_suspended and ${where}`,
  );
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  if (inject('dbKind') === 'postgres') cluster = await startPostgresCluster();
  stack = await startStack({ workdir: 'supabase', port: 0, databaseUrl: cluster?.url });
  anon = client(ANON_KEY);
  service = client(SERVICE_ROLE_KEY);
  // 3,000 active listings (one in eight in WA) and 2,000 pending ones the public never sees.
  await stack.db.query(
    `insert into services (name, slug, status, state, services, updated_at)
     select 'Count test ' || g, 'count-test-' || g,
       case when g > 3000 then 'pending' else 'active' end,
       case when g % 8 = 0 then 'WA' else 'OR' end,
       array['Legal aid'], now() - (g || ' seconds')::interval
     from generate_series(1, 5000) g`,
  );
  await stack.db.query('analyze services');
}, 240_000);

afterAll(async () => {
  await stack?.close();
  await cluster?.stop();
});

describe('the directory total', () => {
  it('is an exact count, not marked, while the matches are within the limit', async () => {
    const exact = await visibleCount(`state = 'WA'`);
    expect(exact).toBeGreaterThan(300);
    expect(exact).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);
    const answer = await runOnServer(anon, { table: 'services', state: 'WA' });
    expect(answer.total).toBe(exact);
    expect(answer.estimated).toBeUndefined();
    expect(answer.rows).toHaveLength(10);
  });

  it('beyond the limit is the estimate, marked, never below the limit and near the count', async () => {
    const exact = await visibleCount('true');
    expect(exact).toBeGreaterThan(3000);
    const answer = await runOnServer(anon, { table: 'services' });
    expect(answer.estimated).toBe(true);
    expect(answer.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // The planner's figure from table statistics: close, not exact.
    expect(answer.total).toBeGreaterThan(exact * 0.5);
    expect(answer.total).toBeLessThan(exact * 2);
    expect(answer.rows).toHaveLength(10);
  });

  it('answers count=estimated like PostgREST: exact up to the limit, planned above it', async () => {
    const small = await anon
      .from('services')
      .select('id', { count: 'estimated', head: true })
      .eq('state', 'WA');
    expect(small.count).toBe(await visibleCount(`state = 'WA'`));
    const large = await anon.from('services').select('id', { count: 'estimated', head: true });
    expect(large.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
  });
});

describe('attack: an estimate never counts what the visitor may not see', () => {
  it('counts no pending listing for the public, though 2,000 exist', async () => {
    const all = await service
      .from('services')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'pending');
    expect(all.count).toBeGreaterThanOrEqual(2000);
    // Row-level security applies before the limit: the public sees none, so nothing is
    // estimated and no planner figure for hidden rows comes back.
    for (const count of ['estimated', 'exact'] as const) {
      const seen = await anon
        .from('services')
        .select('id', { count, head: true })
        .eq('status', 'pending');
      expect([seen.error, seen.count]).toEqual([null, 0]);
    }
  });
});
