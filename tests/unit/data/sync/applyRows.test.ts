import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VetHubDb } from '../../../../src/data/localDb';
import { mirrorStore } from '../../../../src/data/mirrorStore';
import { applyChange, applyRows } from '../../../../src/data/sync/applyRows';
import { service } from './fakeSource';

let db: VetHubDb;

beforeEach(() => {
  db = new VetHubDb(`apply-${Math.random()}`);
});

afterEach(async () => {
  await db.delete();
});

const t1 = '2026-03-01T12:00:00+00:00';
const t2 = '2026-03-01T12:00:01.5+00:00';

describe('applying realtime changes to the mirror', () => {
  it('stores an inserted listing', async () => {
    await applyChange(db, {
      table: 'services',
      type: 'INSERT',
      record: service(1, t1),
      oldRecord: null,
    });
    expect(await db.services.get(1)).toMatchObject({ name: 'Service 1' });
  });

  it("stores a row without the server's full-text vector, which realtime sends with it", async () => {
    const row = { ...service(7, t1), search: "'ramp':1A 'build':2A" };
    await applyChange(db, { table: 'services', type: 'INSERT', record: row, oldRecord: null });
    const stored = await mirrorStore(db, 'services').table.get(7);
    expect(stored).toMatchObject({ id: 7, name: 'Service 7' });
    expect(stored).not.toHaveProperty('search');
  });

  it('replaces a listing with its update', async () => {
    await applyRows(db, 'services', [service(1, t1)]);
    await applyChange(db, {
      table: 'services',
      type: 'UPDATE',
      record: service(1, t2, { name: 'Renamed' }),
      oldRecord: { id: 1 },
    });
    expect((await db.services.get(1))?.name).toBe('Renamed');
  });

  it('removes a listing whose update left active, from the key and status the server sends', async () => {
    await applyRows(db, 'services', [service(1, t1), service(2, t1)]);
    // What realtime sends to a subscriber who may no longer see the row: key and status only.
    await applyChange(db, {
      table: 'services',
      type: 'UPDATE',
      record: { id: 1, status: 'inactive', deleted_at: null },
      oldRecord: { id: 1 },
    });
    await applyChange(db, {
      table: 'services',
      type: 'UPDATE',
      record: { id: 2, status: 'active', deleted_at: t2 },
      oldRecord: { id: 2 },
    });
    expect(await db.services.count()).toBe(0);
  });

  it('removes a deal that is no longer active, even with its full record', async () => {
    const deal = { id: 7, status: 'active', active: true, deleted_at: null, updated_at: t1 };
    await applyRows(db, 'vet_deals', [deal]);
    await applyChange(db, {
      table: 'vet_deals',
      type: 'UPDATE',
      record: { ...deal, active: false, updated_at: t2 },
      oldRecord: { id: 7 },
    });
    expect(await db.vet_deals.get(7)).toBeUndefined();
  });

  it('removes a deleted row by the key of the old record', async () => {
    const career = { id: 9, code: '11B', title: 'Infantryman', updated_at: t1 };
    await applyRows(db, 'military_careers', [career]);
    await applyChange(db, {
      table: 'military_careers',
      type: 'DELETE',
      record: null,
      oldRecord: { id: 9 },
    });
    expect(await mirrorStore(db, 'military_careers').count()).toBe(0);
  });

  it('does not store an inserted row the public may not see', async () => {
    await applyChange(db, {
      table: 'blog_posts',
      type: 'INSERT',
      record: { id: 3, status: 'draft', deleted_at: null, updated_at: t1 },
      oldRecord: null,
    });
    expect(await db.blog_posts.count()).toBe(0);
  });

  it('keeps the newer version when an older one arrives late', async () => {
    await applyRows(db, 'services', [service(1, t2, { name: 'Newer' })]);
    await applyRows(db, 'services', [service(1, t1, { name: 'Older' })]);
    expect((await db.services.get(1))?.name).toBe('Newer');
    // Nor does an older version that was hidden remove the newer visible one.
    await applyRows(db, 'services', [service(1, t1, { status: 'inactive' })]);
    expect((await db.services.get(1))?.name).toBe('Newer');
  });

  it('in a page of rows, keeps a newer copy realtime stored and removes an older one now hidden', async () => {
    const t3 = '2026-03-01T12:00:02+00:00';
    await applyRows(db, 'services', [service(1, t1), service(2, t1)]);
    await applyChange(db, {
      table: 'services',
      type: 'UPDATE',
      record: service(3, t3, { name: 'From realtime' }),
      oldRecord: { id: 3 },
    });
    // The next page of the download, fetched before the realtime change arrived.
    await applyRows(db, 'services', [
      service(2, t2, { status: 'inactive' }),
      service(3, t2, { name: 'From the page' }),
      service(4, t2),
    ]);
    expect(await db.services.orderBy('id').primaryKeys()).toEqual([1, 3, 4]);
    expect((await db.services.get(3))?.name).toBe('From realtime');
  });

  it('stores updated_at in one form, whichever form the source wrote', async () => {
    await applyRows(db, 'services', [
      service(1, '2026-03-01 12:00:01+00'),
      service(2, '2026-03-01T12:00:00.5+00:00'),
    ]);
    expect((await db.services.get(1))?.updated_at).toBe('2026-03-01T12:00:01.000000+00:00');
    const newestFirst = await db.services.orderBy('[updated_at+id]').reverse().primaryKeys();
    expect(newestFirst).toEqual([1, 2]);
  });
});

describe('saved copies follow their source', () => {
  const save = (id: number) =>
    db.saved.put({ list: 'services', id, saved_at: t1, record: { id, name: `Service ${id}` } });

  it('marks a bookmark "no longer available" when its row leaves public view, and clears it when it returns', async () => {
    await applyRows(db, 'services', [service(1, t1), service(2, t1)]);
    await save(1);
    await save(2);
    // A take-down reaches a visitor as a reduced record: the key and no updated_at.
    await applyChange(db, {
      table: 'services',
      type: 'UPDATE',
      record: { id: 1, status: 'active' },
      oldRecord: { id: 1 },
    });
    expect((await db.saved.get(['services', 1]))?.isDeleted).toBe(true);
    expect((await db.saved.get(['services', 2]))?.isDeleted).toBeUndefined();
    await applyChange(db, {
      table: 'services',
      type: 'UPDATE',
      record: service(1, t2),
      oldRecord: { id: 1 },
    });
    expect((await db.saved.get(['services', 1]))?.isDeleted).toBeUndefined();
  });

  it('marks a bookmark when its row is deleted', async () => {
    await applyRows(db, 'services', [service(3, t1)]);
    await save(3);
    await applyChange(db, {
      table: 'services',
      type: 'DELETE',
      record: null,
      oldRecord: { id: 3 },
    });
    expect((await db.saved.get(['services', 3]))?.deletedAt).toEqual(expect.any(String));
  });
});
