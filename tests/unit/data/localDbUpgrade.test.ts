/**
 * The pattern every later schema version follows: an installed app that opens a newer schema
 * keeps the visitor's saved items and queued work. Version 4 here is a test-only subclass that
 * adds indexes and backfills a field, as a real later version would; version 3 (owners, with
 * the claim tracker's table) is the app's own.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaV1, VetHubDb, type OutboxEntry, type SavedItem } from '../../../src/data/localDb';

class VetHubDbV4 extends VetHubDb {
  constructor(name: string) {
    super(name);
    this.version(4)
      .stores({
        saved: '[list+id], [list+saved_at], list, deletedAt, saved_at',
        outbox:
          'id, [state+nextAttemptAt], state, table, createdAt, [owner+createdAt], [table+state]',
      })
      .upgrade((tx) =>
        tx
          .table<SavedItem>('saved')
          .toCollection()
          .modify((item) => {
            item.record = { ...item.record, savedFrom: 'v1' };
          }),
      );
  }
}

const saved: SavedItem[] = [
  {
    list: 'vetdeals',
    id: 7,
    saved_at: '2026-03-01T12:00:00.000Z',
    record: { id: 7, title: 'Deal' },
  },
  {
    list: 'blog',
    id: 3,
    saved_at: '2026-03-02T12:00:00.000Z',
    record: { id: 3, title: 'Post' },
    isDeleted: true,
    deletedAt: '2026-03-03T12:00:00.000Z',
  },
];

// As version 1 stored it: no owner yet.
const queued: Omit<OutboxEntry, 'owner'> = {
  id: '6f1c1a52-3c1e-4f7a-9a61-0d3d7d1e2b10',
  table: 'vet_deals',
  op: 'insert',
  payload: { title: 'Written offline', client_id: '6f1c1a52-3c1e-4f7a-9a61-0d3d7d1e2b10' },
  state: 'queued',
  attempts: 2,
  createdAt: '2026-03-01T12:00:00.000Z',
  nextAttemptAt: Date.UTC(2026, 2, 1, 12, 5),
};

const name = `upgrade-${crypto.randomUUID()}`;
let upgraded: VetHubDbV4 | undefined;

afterEach(async () => {
  await upgraded?.delete();
});

describe('opening the on-device database with a newer schema', () => {
  it('keeps saved items, their deleted flags and queued submissions', async () => {
    const v1 = new Dexie(name);
    v1.version(1).stores(schemaV1);
    await v1.table('saved').bulkPut(saved);
    await v1.table('outbox').put(queued);
    expect(v1.verno).toBe(1);
    v1.close();

    upgraded = new VetHubDbV4(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(9);
    expect(await upgraded.saved.count()).toBe(2);
    const blog = await upgraded.saved.get(['blog', 3]);
    expect(blog).toMatchObject({ isDeleted: true, deletedAt: '2026-03-03T12:00:00.000Z' });
    expect(blog?.record).toEqual({ id: 3, title: 'Post', savedFrom: 'v1' });
    // No owner_id and no stored session: held for nobody rather than guessed (ownerUpgrade.ts).
    expect(await upgraded.outbox.get(queued.id)).toEqual({ ...queued, owner: 'unassigned' });
    // The new indexes answer queries straight away.
    expect(await upgraded.saved.where('saved_at').above('2026-03-01T13:00:00.000Z').count()).toBe(
      1,
    );
    expect(
      await upgraded.outbox.where('[table+state]').equals(['vet_deals', 'queued']).count(),
    ).toBe(1);
  });

  it('keeps the mirror’s rows and the indexes its queries read, less those none read', async () => {
    const v1 = new Dexie(name);
    v1.version(1).stores(schemaV1);
    const row = { id: 4, status: 'active', state: 'TX', updated_at: '2026-03-01T00:00:00.000Z' };
    await v1.table('services').put(row);
    v1.close();

    upgraded = new VetHubDbV4(name);
    await upgraded.open();
    const services = upgraded.table('services');
    expect(services.schema.idxByName.status).toBeUndefined();
    expect(upgraded.table('vet_deals').schema.idxByName.status).toBeUndefined();
    expect(Object.keys(services.schema.idxByName).sort()).toEqual(
      [
        '[updated_at+id]',
        'credentials',
        'featured_until',
        'rating',
        'services',
        'state',
        'type',
        'zipcode',
      ].sort(),
    );
    expect(Object.keys(upgraded.table('vet_deals').schema.idxByName).sort()).toEqual(
      ['[updated_at+id]', 'category', 'featured_until'].sort(),
    );
    expect(Object.keys(upgraded.table('blog_posts').schema.idxByName).sort()).toEqual(
      ['[updated_at+id]', 'category'].sort(),
    );
    expect(await services.where('state').equals('TX').toArray()).toEqual([row]);
  });
});
