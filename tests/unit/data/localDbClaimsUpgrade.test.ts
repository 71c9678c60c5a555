/**
 * Version 2 adds the claim tracker's table. A device that installed version 1 must keep its
 * saved items and queued submissions when the app opens the database as version 2.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  schemaV1,
  VetHubDb,
  type ClaimRecord,
  type OutboxEntry,
  type SavedItem,
} from '../../../src/data/localDb';

const saved: SavedItem = {
  list: 'services',
  id: 12,
  saved_at: '2026-02-01T09:00:00.000Z',
  record: { id: 12, name: 'Liberty Lawn Care' },
};

// As version 1 stored it: no owner yet.
const queued: Omit<OutboxEntry, 'owner'> = {
  id: '0b6e1c9a-8f55-4d8e-9d0f-5f7c8d1e2a33',
  table: 'blog_posts',
  op: 'insert',
  payload: { title: 'Queued while offline' },
  state: 'failed',
  attempts: 4,
  createdAt: '2026-02-01T09:05:00.000Z',
  nextAttemptAt: Date.UTC(2026, 1, 1, 9, 30),
  error: 'Title is too short',
};

const name = `claims-upgrade-${crypto.randomUUID()}`;
let db: VetHubDb | undefined;

afterEach(async () => {
  await db?.delete();
});

describe('version 2 of the on-device database (claim tracker)', () => {
  it('keeps a version 1 database’s saved items and outbox entries and adds an empty claims table', async () => {
    const v1 = new Dexie(name);
    v1.version(1).stores(schemaV1);
    await v1.table('saved').put(saved);
    await v1.table('outbox').put(queued);
    v1.close();

    db = new VetHubDb(name);
    await db.open();
    expect(db.verno).toBe(9);
    expect(await db.saved.toArray()).toEqual([saved]);
    expect(await db.outbox.toArray()).toEqual([{ ...queued, owner: 'unassigned' }]);
    expect(await db.claims.count()).toBe(0);
    expect(await db.imageDrafts.count()).toBe(0);

    const claim: ClaimRecord = {
      id: 'c1',
      kind: 'compensation',
      label: 'Knee',
      filedOn: '2026-01-10',
      step: 1,
      history: [{ on: '2026-01-10', step: 1, recordedAt: '2026-01-10T10:00:00.000Z' }],
      createdAt: '2026-01-10T10:00:00.000Z',
      updatedAt: '2026-01-10T10:00:00.000Z',
    };
    await db.claims.put(claim);
    expect(await db.claims.get('c1')).toEqual(claim);
  });
});
