/**
 * Issue 17: the plan of the directory query exactly as the stack sends it for the app's request
 * (runOnServer: featured rows, then the rest, each with its count), under the anon role and RLS.
 * A stack of its own: the planner needs thousands of rows to choose as it does at 100k.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { runOnServer } from '../../src/data/query/runOnServer';
import { ANON_KEY } from '../../supabase/local/config';
import type { Tx } from '../../supabase/local/db';
import { startStack, type Stack } from '../../supabase/local/stack';
import {
  startPostgresCluster,
  type PostgresCluster,
} from '../../supabase/local/tests/support/postgresCluster';

let stack: Stack;
let cluster: PostgresCluster | undefined;
let anon: SupabaseClient;

interface Statement {
  sql: string;
  params: unknown[];
}
let reads: Statement[] = [];

interface PlanNode {
  'Index Name'?: string;
  'Node Type': string;
  Plans?: PlanNode[];
}

const indexesIn = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [node['Index Name']] : []),
  ...(node.Plans ?? []).flatMap(indexesIn),
];

/** The indexes PostgreSQL would read for `statement`, planned as the anon caller. */
async function indexesReadAsAnon({ sql, params }: Statement): Promise<string[]> {
  return stack.db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', 'anon', true), set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ role: 'anon' })],
    );
    const { rows } = await tx.query<Record<string, unknown>>(
      `explain (format json) ${sql}`,
      params,
    );
    const raw = Object.values(rows[0] ?? {})[0];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    return indexesIn(plan[0].Plan);
  });
}

beforeAll(async () => {
  if (inject('dbKind') === 'postgres') cluster = await startPostgresCluster();
  stack = await startStack({ workdir: 'supabase', port: 0, databaseUrl: cluster?.url });
  anon = createClient(stack.url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  // 20,000 active listings over eight states, one in seven in-home; in WY none of the in-home
  // ones offer legal aid, so a page of them finds nothing and reads every candidate.
  await stack.db.query(
    `insert into services (name, slug, status, state, is_home, services, updated_at)
     select 'Plan test ' || g, 'plan-test-' || g, 'active',
       (array['WY','MT','ID','UT','NV','NM','ND','SD'])[1 + g % 8], g % 7 = 0,
       array[case when g % 8 = 0 then 'Job placement' else 'Legal aid' end],
       now() - (g || ' seconds')::interval
     from generate_series(1, 20000) g`,
  );
  await stack.db.query('vacuum analyze services');
  // Every read statement the REST layer sends, with its parameters, as it sends them.
  const transaction = stack.db.transaction.bind(stack.db);
  stack.db.transaction = (fn, options) =>
    transaction((tx) => {
      const spy: Tx = {
        query: (sql, params) => {
          if (sql.startsWith('select total, page_total')) reads.push({ sql, params: params ?? [] });
          return tx.query(sql, params);
        },
      };
      return fn(spy);
    }, options);
}, 240_000);

afterAll(async () => {
  await stack?.close();
  await cluster?.stop();
});

describe('the directory query plan', () => {
  it('reads a state’s in-home listings from the in-home index, not every listing of the state', async () => {
    reads = [];
    const answer = await runOnServer(anon, {
      table: 'services',
      state: 'WY',
      service: 'Legal aid',
      isHome: true,
    });
    expect(answer.total).toBe(0);
    const rest = reads.find((r) => r.sql.includes('"featured_until" is null'));
    expect(rest).toBeDefined();
    const indexes = await indexesReadAsAnon(rest as Statement);
    // Both the page and its count.
    expect(indexes).toEqual(['services_directory_home_idx', 'services_directory_home_idx']);
  });

  it('keeps reading a state’s whole list in order from the state index', async () => {
    reads = [];
    const answer = await runOnServer(anon, { table: 'services', state: 'MT' });
    expect(answer.rows).toHaveLength(10);
    const rest = reads.find((r) => r.sql.includes('"featured_until" is null'));
    const indexes = await indexesReadAsAnon(rest as Statement);
    expect(indexes).toEqual(['services_directory_state_idx', 'services_directory_state_idx']);
  });
});
