import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb } from '../../../../src/data/localDb';
import { mirrorStore } from '../../../../src/data/mirrorStore';
import {
  encodeReferenceFile,
  referenceFileSchema,
  referenceRows,
} from '../../../../src/data/sync/referenceFile';
import { syncProgressAtom } from '../../../../src/data/sync/syncAtoms';
import { startSyncWith, type SyncHandle } from '../../../../src/data/sync/syncEngine';
import { emptySyncMeta, readSyncMeta, writeSyncMeta } from '../../../../src/data/sync/syncMeta';
import { FakeSource } from './fakeSource';

const AS_OF = '2026-03-01T00:00:00+00:00';
const LATER = '2026-11-20T10:00:00+00:00';

const career = (id: number, title = `Career ${id}`) => ({
  id,
  branch: 'Army',
  code: `${id}B`,
  title,
  onet_soc: '11-1011.00',
  onet_title: 'Chief Executives',
  svc: 'A',
});
const occupation = (onet_soc: string) => ({
  onet_soc,
  title: `Occupation ${onet_soc}`,
  description: null,
  median_wage: 50000,
  bright_outlook: true,
  typical_education: null,
  bright_outlook_categories: null,
  job_zone: 3,
  wage_source: null,
});
const stamped = <T extends object>(row: T, at = AS_OF) => ({
  ...row,
  created_at: AS_OF,
  updated_at: at,
});

const file = () =>
  encodeReferenceFile(AS_OF, {
    military_careers: [1, 2, 3].map((id) => career(id)),
    occupations: ['11-1011.00', '13-1071.00'].map(occupation),
  });

let db: VetHubDb;
let source: FakeSource;
let store: ReturnType<typeof createStore>;
let engine: SyncHandle | undefined;
let fetches = 0;
let saveData = false;

const start = (fetchReference: () => Promise<unknown> = async () => file()) => {
  engine = startSyncWith({
    db,
    getSource: async () => source,
    store,
    fetchReference: async () => {
      fetches += 1;
      return fetchReference();
    },
    saveData: () => saveData,
  });
  return engine;
};
const careerPulls = () => source.pageRequests.filter((r) => r.table === 'military_careers');

beforeEach(() => {
  db = new VetHubDb(`reference-${Math.random()}`);
  source = new FakeSource();
  store = createStore();
  fetches = 0;
  saveData = false;
  // The server as the seed left it, then an admin renamed one career and deleted another.
  source.put('military_careers', stamped(career(1)), stamped(career(2, 'Renamed'), LATER));
  source.put('occupations', ...['11-1011.00', '13-1071.00'].map((c) => stamped(occupation(c))));
});

afterEach(async () => {
  engine?.stop();
  engine = undefined;
  await db.delete();
});

describe('the reference file', () => {
  it('gives back the rows it was made from, stamped with its time', () => {
    const rows = referenceRows(referenceFileSchema.parse(file()), 'occupations');
    expect(rows).toEqual(['11-1011.00', '13-1071.00'].map((c) => stamped(occupation(c))));
  });

  it('is refused when damaged: another format, or columns of different lengths', () => {
    expect(referenceFileSchema.safeParse({ ...file(), format: 2 }).success).toBe(false);
    const damaged = file();
    damaged.tables.military_careers.code = ['1B'];
    expect(referenceFileSchema.safeParse(damaged).success).toBe(false);
  });
});

describe('when the engine starts the reference tables', () => {
  it('loads the file, then pulls only what changed after it and drops what was deleted', async () => {
    await start().syncNow();

    expect(fetches).toBe(1);
    expect(await mirrorStore(db, 'military_careers').get(2)).toMatchObject({ title: 'Renamed' });
    expect(await mirrorStore(db, 'military_careers').get(3)).toBeUndefined();
    expect(await mirrorStore(db, 'occupations').count()).toBe(2);
    // The first pull asks for rows after the file, not the whole table.
    expect(careerPulls()[0]?.after).toEqual({ updatedAt: AS_OF, key: 3 });
    expect(source.pageRequests.filter((r) => r.table === 'occupations')[0]?.after).toEqual({
      updatedAt: AS_OF,
      key: '13-1071.00',
    });
    expect(store.get(syncProgressAtom).military_careers).toMatchObject({
      state: 'complete',
      problem: null,
    });
  });

  it('pulls the rows page by page when the file cannot be had, without a problem shown', async () => {
    await start(async () => {
      throw new TypeError('Failed to fetch');
    }).syncNow();

    expect(fetches).toBe(1);
    expect(careerPulls()[0]?.after).toBeNull();
    expect((await mirrorStore(db, 'military_careers').toArray()).map((r) => r.title)).toEqual([
      'Career 1',
      'Renamed',
    ]);
    expect(store.get(syncProgressAtom).military_careers.problem).toBeNull();
  });

  it('ignores a damaged file and pulls instead', async () => {
    await start(async () => ({ ...file(), format: 'zip' })).syncNow();
    expect(careerPulls()[0]?.after).toBeNull();
    expect(await mirrorStore(db, 'military_careers').count()).toBe(2);
  });

  it('leaves a table that has begun pulling to its pull', async () => {
    const partial = { updatedAt: AS_OF, key: '11-1011.00' };
    await mirrorStore(db, 'occupations').bulkPut([stamped(occupation('11-1011.00'))]);
    await writeSyncMeta(db, 'occupations', {
      ...emptySyncMeta,
      state: 'running',
      watermark: partial,
      downloaded: 1,
      total: 2,
      lastSyncedAt: null,
    });
    await start().syncNow();

    expect(source.pageRequests.filter((r) => r.table === 'occupations')[0]?.after).toEqual(partial);
    expect(await mirrorStore(db, 'occupations').count()).toBe(2);
    expect(await mirrorStore(db, 'military_careers').count()).toBe(2);
  });

  it('stores a large table as chunks of rows, with its watermark', async () => {
    const many = Array.from({ length: 4500 }, (_, i) => career(i + 1));
    source.put('military_careers', ...many.map((row) => stamped(row)));
    await start(async () =>
      encodeReferenceFile(AS_OF, {
        military_careers: many,
        occupations: ['11-1011.00'].map(occupation),
      }),
    ).syncNow();

    expect(await mirrorStore(db, 'military_careers').count()).toBe(4500);
    // Ids 1-4500 in ranges of 500: 10 IndexedDB records, not 4,500.
    expect(await db.referenceChunks.where('table').equals('military_careers').count()).toBe(10);
    expect(careerPulls()[0]?.after).toEqual({ updatedAt: AS_OF, key: 4500 });
    expect(careerPulls().every((pull) => pull.after !== null)).toBe(true);
  });

  it('does not download anything again once loaded', async () => {
    await start().syncNow();
    await engine?.syncNow();
    expect(fetches).toBe(1);
    expect((await readSyncMeta(db, 'military_careers')).watermark).toEqual({
      updatedAt: LATER,
      key: 2,
    });
  });

  it('on a Save-Data line waits for the translator, then loads at once', async () => {
    saveData = true;
    await start().syncNow();
    expect(fetches).toBe(0);
    expect(careerPulls()).toHaveLength(0);
    expect(await db.services.count()).toBe(0);
    expect(store.get(syncProgressAtom).occupations.state).toBe('never');

    engine?.wantReference();
    await vi.waitFor(async () => expect(await mirrorStore(db, 'military_careers').count()).toBe(2));
    expect(fetches).toBe(1);
  });
});
