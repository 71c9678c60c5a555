/**
 * The crosswalk kept in chunks of rows: the same answers as a table of one record a row, and a
 * device that held the old tables keeps its rows and sync state through the schema upgrade.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaV1, VetHubDb, type MirrorRow } from '../../../src/data/localDb';
import { mirrorStore } from '../../../src/data/mirrorStore';
import { readReferenceInSlices } from '../../../src/data/referenceChunkStore';
import { chunkId } from '../../../src/data/referenceChunks';
import { readSyncMeta } from '../../../src/data/sync/syncMeta';

const AS_OF = '2026-03-01T00:00:00.000000Z';
const career = (id: number, title = `Career ${id}`): MirrorRow => ({
  id,
  branch: 'Army',
  code: `${id}B`,
  title,
  updated_at: AS_OF,
});
const occupation = (onet_soc: string): MirrorRow => ({
  onet_soc,
  title: onet_soc,
  updated_at: AS_OF,
});

const opened: Dexie[] = [];
const open = <T extends Dexie>(db: T) => {
  opened.push(db);
  return db;
};

afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

describe('the reference tables in chunks', () => {
  it('answers by key, in key order and by count, across chunks', async () => {
    const db = open(new VetHubDb(`chunks-${Math.random()}`));
    const careers = mirrorStore(db, 'military_careers');
    await careers.bulkPut([career(1200), career(3), career(499), career(500)]);

    expect(await careers.keys()).toEqual([3, 499, 500, 1200]);
    expect(await careers.count()).toBe(4);
    expect(await careers.get(499)).toMatchObject({ title: 'Career 499' });
    expect(await careers.bulkGet([500, 7, 3])).toEqual([career(500), undefined, career(3)]);
    // 3 and 499 share the first chunk, 500 and 1200 have their own.
    expect(await db.referenceChunks.count()).toBe(3);
    expect(chunkId('military_careers', 499)).toBe('military_careers:0');
    expect(chunkId('military_careers', 500)).toBe('military_careers:1');
  });

  it('replaces a row in place and drops a chunk whose last row goes', async () => {
    const db = open(new VetHubDb(`chunks-${Math.random()}`));
    const careers = mirrorStore(db, 'military_careers');
    await careers.bulkPut([career(1), career(2), career(700)]);
    await careers.bulkPut([career(2, 'Renamed')]);
    await careers.bulkDelete([700, 9999]);

    expect(await careers.toArray()).toEqual([career(1), career(2, 'Renamed')]);
    expect(await db.referenceChunks.count()).toBe(1);
  });

  it('groups occupations by O*NET major group and keeps the tables apart', async () => {
    const db = open(new VetHubDb(`chunks-${Math.random()}`));
    const occupations = mirrorStore(db, 'occupations');
    await occupations.bulkPut(['29-1241.00', '11-1021.00', '11-1011.00'].map(occupation));
    await mirrorStore(db, 'military_careers').bulkPut([career(11)]);

    expect(await occupations.keys()).toEqual(['11-1011.00', '11-1021.00', '29-1241.00']);
    expect(chunkId('occupations', '11-1021.00')).toBe('occupations:11');
    expect(await db.referenceChunks.where('table').equals('occupations').count()).toBe(2);
    expect(await mirrorStore(db, 'military_careers').keys()).toEqual([11]);
  });
});

/** The app's schema as version 4 left it: the crosswalk one record a row. */
class VetHubDbV4 extends Dexie {
  constructor(name: string) {
    super(name);
    this.version(1).stores(schemaV1);
    this.version(2).stores({ claims: 'id, updatedAt' });
    this.version(3).stores({
      outbox: 'id, [state+nextAttemptAt], state, table, createdAt, [owner+createdAt]',
      claims: 'id, updatedAt, [owner+updatedAt]',
    });
    this.version(4).stores({ imageDrafts: 'path, owner, createdAt' });
  }
}

describe('upgrading a device that holds the crosswalk as rows', () => {
  it('moves every row into chunks, keeps the sync state and drops the old tables', async () => {
    const name = `chunks-upgrade-${Math.random()}`;
    const old = new VetHubDbV4(name);
    const careers = Array.from({ length: 1200 }, (_, i) => career(i + 1));
    const complete = {
      state: 'complete',
      watermark: { updatedAt: AS_OF, key: 1200 },
      downloaded: 1200,
      total: 1200,
      lastSyncedAt: AS_OF,
    };
    await old.table('military_careers').bulkPut(careers);
    await old.table('occupations').bulkPut(['11-1011.00', '13-1071.00'].map(occupation));
    await old.table('meta').put({ key: 'sync:military_careers', value: complete });
    old.close();

    const db = open(new VetHubDb(name));
    await db.open();

    expect(db.verno).toBe(9);
    expect(db.tables.map((t) => t.name)).not.toContain('military_careers');
    expect(await mirrorStore(db, 'military_careers').toArray()).toEqual(careers);
    expect(await mirrorStore(db, 'occupations').keys()).toEqual(['11-1011.00', '13-1071.00']);
    expect(await db.referenceChunks.count()).toBe(5);
    expect(await readSyncMeta(db, 'military_careers')).toMatchObject(complete);
  });
});

describe('reading the crosswalk a chunk at a time', () => {
  it('gives every row in key order, and lets other work run between chunks', async () => {
    const db = open(new VetHubDb(`slices-${Date.now()}`));
    const careers = mirrorStore(db, 'military_careers');
    // Three chunks, written out of order.
    await careers.bulkPut([1200, 3, 499, 500, 1001, 7].map((id) => career(id)));
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    const rows = await readReferenceInSlices(db, 'military_careers');
    clearInterval(timer);
    expect(rows.map((r) => r.id)).toEqual([3, 7, 499, 500, 1001, 1200]);
    expect(rows).toEqual(await careers.toArray());
    // One read per chunk with a task boundary after each: timers got their turns in between.
    expect(ticks).toBeGreaterThanOrEqual(2);
  });
});
