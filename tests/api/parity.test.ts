/**
 * The read API's promise: the same filter gives the same rows, in the same order, with the same
 * total, whether the device mirror or the server answers. The mirror is filled by the real sync
 * engine (as the public, through supabase-js) on fake-indexeddb; then every case in
 * parityCases.ts runs through both executors. Afterwards the engine's live and catch-up paths
 * are checked against the same stack.
 */
import 'fake-indexeddb/auto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createStore } from 'jotai';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import WebSocket from 'ws';
import { VetHubDb, mirrorTables, type MirrorRow } from '../../src/data/localDb';
import { mirrorStore } from '../../src/data/mirrorStore';
import { runOnMirror } from '../../src/data/query/runOnMirror';
import { runOnServer } from '../../src/data/query/runOnServer';
import { pullTable } from '../../src/data/sync/pullTable';
import { reconcileTable } from '../../src/data/sync/reconcile';
import { supabaseSource } from '../../src/data/sync/supabaseSource';
import { realtimeStatusAtom, syncProgressAtom } from '../../src/data/sync/syncAtoms';
import { startSyncWith, type SyncHandle } from '../../src/data/sync/syncEngine';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { startStack, type Stack } from '../../supabase/local/stack';
import { PARITY_CASES, PARITY_SERVICES } from './parityCases';
import { setZipCentroids } from '../../src/data/geo/zipCentroids';
import { readZipCentroids } from '../../scripts/zipCentroids';
import {
  startPostgresCluster,
  type PostgresCluster,
} from '../../supabase/local/tests/support/postgresCluster';

let stack: Stack;
let cluster: PostgresCluster | undefined;
let anon: SupabaseClient;
let service: SupabaseClient;
let db: VetHubDb;
let engine: SyncHandle | undefined;
const store = createStore();

function client(key: string): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 2000): Promise<void> {
  // vi.waitFor, not expect.poll: beforeAll waits with it too.
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`condition not met within ${timeoutMs} ms`);
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

const ids = (rows: MirrorRow[]) => rows.map((row) => row.id);

beforeAll(async () => {
  // A stack of its own: other api files add rows to the shared one while this file compares
  // two copies of the same data.
  if (inject('dbKind') === 'postgres') cluster = await startPostgresCluster();
  stack = await startStack({ workdir: 'supabase', port: 0, databaseUrl: cluster?.url });
  anon = client(ANON_KEY);
  // The file the build makes for the browser, from the same package data.
  setZipCentroids(readZipCentroids());
  service = client(SERVICE_ROLE_KEY);
  // Two statements: rows of one share updated_at (ties broken by id), the two differ.
  for (const batch of [PARITY_SERVICES.slice(0, 2), PARITY_SERVICES.slice(2)]) {
    const inserted = await service.from('services').insert(batch, { defaultToNull: false });
    expect(inserted.error).toBeNull();
  }

  db = new VetHubDb(`parity-${Date.now()}`);
  engine = startSyncWith({ db, getSource: async () => supabaseSource(anon), store });
  await until(() => store.get(realtimeStatusAtom) === 'connected', 60_000);
  await engine.syncNow();
}, 240_000);

afterAll(async () => {
  engine?.stop();
  await anon?.removeAllChannels();
  await db?.delete();
  await stack?.close();
  await cluster?.stop();
});

describe('the mirror and the server answer every filter alike', () => {
  it('finished the first download of every table as the public', async () => {
    const progress = store.get(syncProgressAtom);
    for (const table of mirrorTables) {
      expect(progress[table]).toMatchObject({ state: 'complete', problem: null });
      expect(progress[table].downloaded).toBe(progress[table].total);
      const { count } = await anon.from(table).select('*', { count: 'exact', head: true });
      expect(await mirrorStore(db, table).count()).toBe(count);
    }
  });

  it.each(PARITY_CASES)('$name: same ids, order and total', async ({ filter, expect: want }) => {
    const [mirror, server] = await Promise.all([
      runOnMirror(db, filter),
      runOnServer(anon, filter),
    ]);
    expect(ids(mirror.rows)).toEqual(ids(server.rows));
    expect(mirror.total).toBe(server.total);
    if (want === 'rows') expect(server.rows.length).toBeGreaterThan(0);
    else expect(server.rows).toEqual([]);
  });

  it('features the three best-rated visible listings, ties in id order', async () => {
    const { rows } = await runOnMirror(db, { table: 'services', featured: true });
    expect(rows.map((row) => row.name)).toEqual([
      'Lone Star Home Repair',
      'Austin Vet Counseling',
      'Gulf Coast Legal Aid Clinic',
    ]);
  });
});

describe('keeping the mirror in step with the server', () => {
  it('applies a new deal, its edit and its leaving active through realtime within 2 s', async () => {
    const deals = service.from('vet_deals');
    const { data, error } = await deals
      .insert({
        title: 'Parity test deal',
        slug: 'test-parity-deal',
        merchant: 'Test merchant',
        status: 'active',
      })
      .select('id')
      .single<{ id: number }>();
    expect(error).toBeNull();
    const id = Number(data?.id);
    await until(async () => (await db.vet_deals.get(id)) !== undefined);

    expect(
      (await deals.update({ title: 'Parity test deal, revised' }).eq('id', id)).error,
    ).toBeNull();
    await until(async () => (await db.vet_deals.get(id))?.title === 'Parity test deal, revised');

    expect((await deals.update({ status: 'inactive' }).eq('id', id)).error).toBeNull();
    await until(async () => (await db.vet_deals.get(id)) === undefined);
  });

  it('removes a military career deleted on the server through realtime', async () => {
    const careers = service.from('military_careers');
    const { data, error } = await careers
      .insert({
        branch: 'Army',
        code: 'TESTPARITY',
        title: 'Parity test role',
        onet_soc: '11-1011.00',
        onet_title: 'Chief Executives',
        svc: 'A',
      })
      .select('id')
      .single<{ id: number }>();
    expect(error).toBeNull();
    const id = Number(data?.id);
    await until(async () => (await mirrorStore(db, 'military_careers').get(id)) !== undefined);
    expect((await careers.delete().eq('id', id)).error).toBeNull();
    await until(async () => (await mirrorStore(db, 'military_careers').get(id)) === undefined);
  });

  it('catches up with additions and removals made while live updates were off', async () => {
    engine?.stop();
    await anon.removeAllChannels();
    const added = await service
      .from('services')
      .insert({ name: 'Catch-up Provider', slug: 'test-parity-catch-up', status: 'active' })
      .select('id')
      .single<{ id: number }>();
    const coach = await service
      .from('services')
      .update({ status: 'inactive' })
      .eq('slug', 'test-parity-hill-country-job-coach')
      .select('id')
      .single<{ id: number }>();
    const career = (await mirrorStore(db, 'military_careers').keys())[6000];
    expect((await service.from('military_careers').delete().eq('id', career)).error).toBeNull();

    const source = supabaseSource(anon);
    for (const table of ['services', 'military_careers'] as const) {
      await pullTable(db, source, table);
      await reconcileTable(db, source, table);
      expect(await mirrorStore(db, table).count()).toBe(await source.visibleCount(table));
    }
    expect(await db.services.get(Number(added.data?.id))).toMatchObject({
      name: 'Catch-up Provider',
    });
    expect(await db.services.get(Number(coach.data?.id))).toBeUndefined();
    expect(await mirrorStore(db, 'military_careers').get(Number(career))).toBeUndefined();
  });
});
