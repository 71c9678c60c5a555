import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb, type MirrorRow } from '../../../../src/data/localDb';
import { runQuery } from '../../../../src/data/query/runQuery';
import { writeRegionChoice } from '../../../../src/data/region';
import { noteOpened, readOpened } from '../../../../src/data/sync/openedRows';
import { reconcileWorkingSet } from '../../../../src/data/sync/reconcile';
import { roomForRows, STORAGE_BUDGET_BYTES } from '../../../../src/data/sync/storageBudget';
import { startSyncWith, type SyncHandle } from '../../../../src/data/sync/syncEngine';
import { readSyncMeta } from '../../../../src/data/sync/syncMeta';
import { trimWorkingSet } from '../../../../src/data/sync/trimWorkingSet';
import { applyWorkingSetChange } from '../../../../src/data/sync/workingSetChange';
import { streamsFor } from '../../../../src/data/sync/workingSet';
import { FakeSource, service } from './fakeSource';

let db: VetHubDb;
let source: FakeSource;
let engine: SyncHandle | undefined;
let usage: number | undefined;

/** A table of 10 rows at most: 7 of the region and 2 nationwide, or 5 nationwide and 5 newest. */
const ROWS = 10;
const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();

function start() {
  engine = startSyncWith({
    db,
    getSource: async () => source,
    store: createStore(),
    rowsPerTable: ROWS,
    estimate: async () => (usage === undefined ? null : { usage }),
  });
  return engine;
}
const heldIds = async () => (await db.services.toCollection().primaryKeys()).sort((a, b) => a - b);
const save = (id: number) =>
  db.saved.put({ list: 'services', id, saved_at: at(0), record: { id, name: `Service ${id}` } });
const californian = (id: number): MirrorRow =>
  ({ ...service(id, at(id), { state: 'CA', type: 'local' }), updated_at: at(id) }) as MirrorRow;
const offline = async () => {
  throw Object.assign(new Error('offline'), { status: 0 });
};

beforeEach(() => {
  db = new VetHubDb(`working-${Math.random()}`);
  source = new FakeSource();
  usage = undefined;
  // 1–10 nationwide, 11–25 in Texas, 26–40 in California (local); newer ids are newer.
  for (let id = 1; id <= 40; id += 1) {
    const place =
      id <= 10
        ? { state: null, type: 'national' }
        : id <= 25
          ? { state: 'TX', type: 'local' }
          : { state: 'CA', type: 'local' };
    source.put('services', service(id, at(id), place));
  }
});

afterEach(async () => {
  engine?.stop();
  engine = undefined;
  await db.delete();
});

describe('a device keeping part of a large directory', () => {
  it('keeps the newest and the nationwide listings before a region is chosen, and says how many the server has', async () => {
    await start().syncNow();
    expect(await heldIds()).toEqual([6, 7, 8, 9, 10, 36, 37, 38, 39, 40]);
    expect(await readSyncMeta(db, 'services')).toMatchObject({
      state: 'complete',
      whole: false,
      serverTotal: 40,
    });
  });

  it('keeps the region’s newest, the nationwide newest, and every saved listing through a region change', async () => {
    await writeRegionChoice(db, { states: ['CA'] });
    await start().syncNow();
    expect(await heldIds()).toEqual([9, 10, 34, 35, 36, 37, 38, 39, 40]);
    await save(35);

    await writeRegionChoice(db, { states: ['TX'] });
    await engine?.syncNow();
    expect(await heldIds()).toEqual([9, 10, 19, 20, 21, 22, 23, 24, 25, 35]);
    expect((await readSyncMeta(db, 'services')).region).toBe('TX');
  });

  it('pulls only the new region on a region change: deals, which have no place, are not pulled again', async () => {
    for (let id = 1; id <= 15; id += 1) {
      source.put('vet_deals', { ...service(id, at(id)), title: `Deal ${id}`, active: true });
    }
    await start().syncNow();
    const dealPulls = () => source.pageRequests.filter((r) => r.table === 'vet_deals').length;
    const before = dealPulls();
    await writeRegionChoice(db, { states: ['TX'] });
    await engine?.syncNow();
    expect(dealPulls() - before).toBe(1);
    expect(await readSyncMeta(db, 'vet_deals')).toMatchObject({ state: 'complete', total: 10 });
  });

  it('brings a listing saved from a server list onto the device, where offline lists find it', async () => {
    await start().syncNow();
    expect(await heldIds()).not.toContain(15);
    await save(15);
    await engine?.syncNow();
    expect(await heldIds()).toEqual([6, 7, 8, 9, 10, 15, 36, 37, 38, 39, 40]);
    const texas = await runQuery(db, { table: 'services', state: 'TX' }, offline);
    expect(texas).toMatchObject({ source: 'working-set', total: 1 });
    expect(texas.rows[0]).toMatchObject({ id: 15, state: 'TX' });
  });

  it('keeps a quarter as many blog posts as listings: an article weighs several listings', async () => {
    for (let id = 1; id <= 15; id += 1) {
      source.put('blog_posts', {
        ...service(id, at(id)),
        title: `Post ${id}`,
        status: 'published',
      });
    }
    engine = startSyncWith({
      db,
      getSource: async () => source,
      store: createStore(),
      rowsPerTable: 40,
    });
    await engine.syncNow();
    const posts = await db.blog_posts.toCollection().primaryKeys();
    expect(posts.sort((a, b) => a - b)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(await readSyncMeta(db, 'blog_posts')).toMatchObject({ whole: false, serverTotal: 15 });
    expect(await readSyncMeta(db, 'services')).toMatchObject({ whole: true, total: 40 });
  });

  it('answers a list inside the region from the device, and one outside it from the server', async () => {
    await writeRegionChoice(db, { states: ['TX'] });
    for (let id = 11; id <= 18; id += 1) source.remove('services', id);
    await start().syncNow();
    // Texas has 7 rows left: all on the device, so a Texas list needs no server.
    const texas = await runQuery(db, { table: 'services', state: 'TX' }, offline);
    expect(texas).toMatchObject({ source: 'mirror', total: 7 });

    // California is not held: offline, the page gets what the device holds and the server's total.
    const all = await runQuery(db, { table: 'services' }, offline);
    expect(all).toMatchObject({ source: 'working-set', total: 9, serverTotal: 32 });
  });

  it('starts a stream over when it changed more than its share while the device was away', async () => {
    await writeRegionChoice(db, { states: ['TX'] });
    await start().syncNow();
    for (let id = 41; id <= 60; id += 1) {
      source.put('services', service(id, at(100 + id), { state: 'TX', type: 'local' }));
    }
    await engine?.syncNow();
    expect(await heldIds()).toEqual([9, 10, 54, 55, 56, 57, 58, 59, 60]);
  });
});

describe('trimming the working set', () => {
  const streams = streamsFor('services', { states: ['TX'] });

  beforeEach(async () => {
    await writeRegionChoice(db, { states: ['TX'] });
    await start().syncNow();
    engine?.stop();
  });

  it('keeps opened listings of another region for a month, least recently opened first to go', async () => {
    await db.services.bulkPut([30, 31, 32].map((id) => californian(id)));
    const now = Date.UTC(2026, 1, 1);
    await noteOpened(db, 'services', 30, now - 31 * 24 * 3600 * 1000);
    await noteOpened(db, 'services', 31, now - 2000);
    await noteOpened(db, 'services', 32, now - 1000);
    const { removed } = await trimWorkingSet(db, 'services', streams, { rows: ROWS, now });
    expect(removed).toEqual([30]);
    expect((await readOpened(db, 'services', now)).map(([id]) => id)).toEqual([32, 31]);

    // Half the room (storage short): half the opened ones stay, the most recent.
    const half = await trimWorkingSet(db, 'services', streams, {
      rows: ROWS / 2,
      fullRows: ROWS,
      now,
    });
    expect(half.removed).toContain(31);
    expect(half.removed).not.toContain(32);
  });

  it('never removes a saved listing, however short the room', async () => {
    await db.services.put(californian(30));
    await save(30);
    await save(20);
    const { removed } = await trimWorkingSet(db, 'services', streams, { rows: 1 });
    expect(removed.length).toBeGreaterThan(0);
    expect(removed).not.toContain(30);
    expect(removed).not.toContain(20);
    expect(await db.services.get(30)).toBeDefined();
  });

  it('keeps the budget: past 50 MB each table gets proportionally less room', async () => {
    expect(roomForRows(2000, null)).toBe(2000);
    expect(roomForRows(2000, { usage: STORAGE_BUDGET_BYTES })).toBe(2000);
    expect(roomForRows(2000, { usage: 2 * STORAGE_BUDGET_BYTES })).toBe(1000);
    expect(roomForRows(2000, { usage: 1000 * STORAGE_BUDGET_BYTES })).toBe(200);

    usage = 2 * STORAGE_BUDGET_BYTES;
    await start().syncNow();
    // Room for 5: 3 of Texas and 1 nationwide.
    expect(await heldIds()).toEqual([10, 23, 24, 25]);
  });
});

describe('realtime and the hourly check on a working set', () => {
  it('listens to the region and the nationwide listings only, once the table is a working set', async () => {
    await start().syncNow();
    await vi.waitFor(() => expect(source.subscribed).toBe(true));
    expect(source.filters?.services).toBeUndefined();

    await writeRegionChoice(db, { states: ['TX'] });
    await engine?.syncNow();
    expect(source.filters?.services).toEqual(['state=in.(TX)', 'type=eq.national']);
    // Deals keep every change: their only stream is the newest.
    expect(source.filters?.vet_deals).toBeUndefined();
  });

  it('removes a row that moved out of the region unheard, keeps a saved one, and marks one taken down', async () => {
    await writeRegionChoice(db, { states: ['TX'] });
    await start().syncNow();
    source.put('services', service(25, at(600), { state: 'CA', type: 'local' }));
    source.put('services', service(24, at(601), { state: 'CA', type: 'local' }));
    source.put('services', service(23, at(602), { state: 'TX', status: 'inactive' }));
    await save(24);
    await save(23);

    const streams = streamsFor('services', { states: ['TX'] });
    expect(await reconcileWorkingSet(db, source, 'services', streams)).toBe(2);
    expect(await db.services.get(25)).toBeUndefined();
    expect(await db.services.get(24)).toBeDefined();
    expect(await db.services.get(23)).toBeUndefined();
    expect(await db.saved.get(['services', 23])).toMatchObject({ isDeleted: true });
  });
});

describe('a realtime change on a working set', () => {
  beforeEach(async () => {
    await writeRegionChoice(db, { states: ['TX'] });
    await start().syncNow();
    engine?.stop();
  });

  const moved = (id: number, state: string) => ({
    table: 'services' as const,
    type: 'UPDATE' as const,
    record: service(id, at(500), { state, type: 'local' }),
    oldRecord: { id },
  });

  it('removes a listing that moved out of the region', async () => {
    expect(await db.services.get(25)).toBeDefined();
    await applyWorkingSetChange(db, moved(25, 'CA'));
    expect(await db.services.get(25)).toBeUndefined();
  });

  it('keeps a saved listing that moved out of the region, updated', async () => {
    await save(24);
    await applyWorkingSetChange(db, moved(24, 'CA'));
    expect(await db.services.get(24)).toMatchObject({ state: 'CA' });
  });

  it('adds a listing that moved into the region', async () => {
    expect(await db.services.get(30)).toBeUndefined();
    await applyWorkingSetChange(db, moved(30, 'TX'));
    expect(await db.services.get(30)).toMatchObject({ state: 'TX' });
  });
});
