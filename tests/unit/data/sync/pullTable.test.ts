import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VetHubDb } from '../../../../src/data/localDb';
import { pullTable } from '../../../../src/data/sync/pullTable';
import { readSyncMeta, type TableSyncMeta } from '../../../../src/data/sync/syncMeta';
import { FakeSource, service, services } from './fakeSource';

let db: VetHubDb;
let source: FakeSource;

beforeEach(() => {
  db = new VetHubDb(`pull-${Math.random()}`);
  source = new FakeSource();
});

afterEach(async () => {
  await db.delete();
});

describe('the paged delta pull', () => {
  it('downloads 2,500 rows in three pages, each starting after the last row of the one before', async () => {
    const rows = services(2500);
    source.put('services', ...rows);
    await pullTable(db, source, 'services');

    expect(await db.services.count()).toBe(2500);
    expect(source.pageRequests.map((r) => r.after?.key ?? null)).toEqual([null, 1000, 2000]);
    expect(source.pageRequests.every((r) => r.limit === 1000)).toBe(true);
    expect(await readSyncMeta(db, 'services')).toMatchObject({
      state: 'complete',
      downloaded: 2500,
      total: 2500,
      watermark: { updatedAt: rows[2499]?.updated_at, key: 2500 },
    });
  });

  it('asks for the next page while it writes the one before', async () => {
    source.put('services', ...services(2500));
    const events: string[] = [];
    const pullPage = source.pullPage.bind(source);
    source.pullPage = (request) => {
      events.push(`ask after ${request.after?.key ?? 'start'}`);
      return pullPage(request);
    };
    db.services.hook('creating', (key) => {
      if (Number(key) % 1000 === 1) events.push(`write from ${String(key)}`);
    });
    await pullTable(db, source, 'services');
    expect(events).toEqual([
      'ask after start',
      'ask after 1000',
      'write from 1',
      'ask after 2000',
      'write from 1001',
      'write from 2001',
    ]);
  });

  it('resumes from the stored watermark after the network drops mid-download', async () => {
    source.put('services', ...services(2500));
    source.failOnRequest = 2;
    await expect(pullTable(db, source, 'services')).rejects.toThrow('network');
    expect(await db.services.count()).toBe(1000);
    expect(await readSyncMeta(db, 'services')).toMatchObject({
      state: 'running',
      downloaded: 1000,
      total: 2500,
      watermark: { key: 1000 },
    });

    source.failOnRequest = null;
    const resumed = new FakeSource();
    resumed.put('services', ...services(2500));
    await pullTable(db, resumed, 'services');
    // The first request after the restart starts after row 1000: nothing is downloaded twice.
    expect(resumed.pageRequests.map((r) => r.after?.key ?? null)).toEqual([1000, 2000]);
    expect(await db.services.count()).toBe(2500);
    expect(await readSyncMeta(db, 'services')).toMatchObject({
      state: 'complete',
      downloaded: 2500,
      total: 2500,
    });
  });

  it('never skips rows that share an updated_at across a page boundary', async () => {
    // 2,500 rows in 5 groups of 500 with equal timestamps: pages end inside groups.
    source.put('services', ...services(2500, 500));
    await pullTable(db, source, 'services');
    expect(await db.services.count()).toBe(2500);

    // And when every row has the same timestamp (as the seeded crosswalk does).
    const same = new FakeSource();
    same.put('services', ...services(2500, 2500));
    const other = new VetHubDb(`pull-same-${Math.random()}`);
    await pullTable(other, same, 'services');
    expect(await other.services.count()).toBe(2500);
    await other.delete();
  });

  it('compares timestamps as instants, whatever their fractional digits', async () => {
    source.put(
      'services',
      service(1, '2026-03-01T12:00:00+00:00'),
      service(2, '2026-03-01T12:00:00.5+00:00'),
      service(3, '2026-03-01T12:00:00.25+00:00'),
    );
    await pullTable(db, source, 'services');
    expect((await readSyncMeta(db, 'services')).watermark).toEqual({
      updatedAt: '2026-03-01T12:00:00.5+00:00',
      key: 2,
    });
    source.put('services', service(4, '2026-03-01T12:00:00.500001+00:00'));
    await pullTable(db, source, 'services');
    expect(await db.services.get(4)).toBeDefined();
  });

  it('reports progress: rows downloaded out of the total counted on the first page', async () => {
    source.put('services', ...services(2500));
    const seen: Pick<TableSyncMeta, 'state' | 'downloaded' | 'total'>[] = [];
    await pullTable(db, source, 'services', {
      onProgress: ({ state, downloaded, total }) => seen.push({ state, downloaded, total }),
    });
    expect(seen).toEqual([
      { state: 'running', downloaded: 0, total: null },
      { state: 'running', downloaded: 1000, total: 2500 },
      { state: 'running', downloaded: 2000, total: 2500 },
      { state: 'complete', downloaded: 2500, total: 2500 },
    ]);
    // Only the first page of the first download asks the server to count.
    expect(source.pageRequests.map((r) => r.withCount)).toEqual([true, false, false]);
  });

  it('after the first download, pulls only what changed and does not count again', async () => {
    source.put('services', ...services(20));
    await pullTable(db, source, 'services');
    source.put('services', service(5, '2026-06-01T00:00:00+00:00', { name: 'Renamed' }));
    await pullTable(db, source, 'services');
    const last = source.pageRequests.at(-1);
    expect(last).toMatchObject({ withCount: false, after: { key: 20 } });
    expect((await db.services.get(5))?.name).toBe('Renamed');
    expect(await readSyncMeta(db, 'services')).toMatchObject({ downloaded: 20, total: 20 });
  });

  it('removes a row that left active when a pull brings it (a signed-in owner sees it)', async () => {
    source.put('services', ...services(3));
    await pullTable(db, source, 'services');
    source.showsHidden = true;
    source.put('services', service(2, '2026-06-01T00:00:00+00:00', { status: 'inactive' }));
    source.put(
      'services',
      service(3, '2026-06-01T00:00:01+00:00', { deleted_at: '2026-06-01T00:00:01+00:00' }),
    );
    await pullTable(db, source, 'services');
    expect(await db.services.toCollection().primaryKeys()).toEqual([1]);
  });

  it('never stores a row the public may not see', async () => {
    source.showsHidden = true;
    source.put('vet_deals', {
      id: 1,
      status: 'pending',
      active: true,
      deleted_at: null,
      updated_at: '2026-01-01T00:00:00+00:00',
    });
    source.put('vet_deals', {
      id: 2,
      status: 'permanent',
      active: true,
      deleted_at: null,
      updated_at: '2026-01-01T00:00:00+00:00',
    });
    source.put('vet_deals', {
      id: 3,
      status: 'active',
      active: false,
      deleted_at: null,
      updated_at: '2026-01-01T00:00:00+00:00',
    });
    await pullTable(db, source, 'vet_deals');
    expect(await db.vet_deals.toCollection().primaryKeys()).toEqual([2]);
  });
});
