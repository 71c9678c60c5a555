/**
 * VetHubDb declares only the versions that move data or delete tables (localDb.ts). A device may
 * hold any version the app ever shipped: each one, as it shipped, opens as the current schema —
 * the same stores and indexes a fresh install has — with the visitor's rows where they were.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaV1, VetHubDb } from '../../../src/data/localDb';

/**
 * Every version's stores as the app shipped it, before versions were folded together. A new
 * version of localDb.ts adds the one it replaces here.
 */
const SHIPPED: Record<number, Record<string, string | null>> = {
  1: schemaV1,
  2: { claims: 'id, updatedAt' },
  3: {
    outbox: 'id, [state+nextAttemptAt], state, table, createdAt, [owner+createdAt]',
    claims: 'id, updatedAt, [owner+updatedAt]',
  },
  4: { imageDrafts: 'path, owner, createdAt' },
  5: { referenceChunks: 'id, table' },
  6: { military_careers: null, occupations: null },
  7: {
    services: `${schemaV1.services}, featured_until`,
    vet_deals: `${schemaV1.vet_deals}, featured_until`,
  },
  8: {
    services:
      'id, [updated_at+id], state, zipcode, type, is_home, sponsored, rating, category, *services, *credentials, featured_until',
    vet_deals: 'id, [updated_at+id], category, merchant, featured_until',
  },
  9: {
    services:
      'id, [updated_at+id], state, zipcode, type, rating, *services, *credentials, featured_until',
    vet_deals: 'id, [updated_at+id], category, featured_until',
    blog_posts: 'id, [updated_at+id], category',
    unemployment_jobs: 'id, [updated_at+id], state',
  },
};

function asShipped(name: string, version: number): Dexie {
  const db = new Dexie(name);
  for (let n = 1; n <= version; n += 1) db.version(n).stores(SHIPPED[n] ?? {});
  return db;
}

/** The stores and indexes IndexedDB itself holds, by store name. */
async function structure(name: string): Promise<Record<string, string[]>> {
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(name);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('open failed'));
  });
  const names = [...idb.objectStoreNames];
  const tx = idb.transaction(names, 'readonly');
  const out = Object.fromEntries(
    names.map((store) => {
      const s = tx.objectStore(store);
      return [store, [`key ${JSON.stringify(s.keyPath)}`, ...[...s.indexNames].sort()]];
    }),
  );
  idb.close();
  return out;
}

const row = { id: 4, state: 'TX', updated_at: '2026-03-01T00:00:00.000Z', services: ['legal'] };
const savedItem = { list: 'vetdeals', id: 7, saved_at: '2026-03-01T12:00:00.000Z', record: {} };
const entry = {
  id: '6f1c1a52-3c1e-4f7a-9a61-0d3d7d1e2b10',
  table: 'contact_messages',
  op: 'insert',
  payload: { message: 'Written offline' },
  state: 'queued',
  attempts: 0,
  createdAt: '2026-03-01T12:00:00.000Z',
  nextAttemptAt: 0,
};
const claim = { id: 'c1', kind: 'other', label: 'Knee', filedOn: '2026-01-02', step: 1 };
const draft = { path: 'p/1.webp', owner: 'guest', createdAt: '2026-03-01T12:00:00.000Z' };

const opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

describe('a database of every version the app shipped', () => {
  it.each(Object.keys(SHIPPED).map(Number))(
    'opens from version %i as a fresh install’s schema, rows kept',
    async (version) => {
      const fresh = new VetHubDb(`fresh-${version}-${crypto.randomUUID()}`);
      opened.push(fresh);
      await fresh.open();
      fresh.close();

      const name = `shipped-${version}-${crypto.randomUUID()}`;
      const old = asShipped(name, version);
      await old.open();
      await old.table('services').put(row);
      await old.table('saved').put(savedItem);
      // From version 3 the app stored an owner with each entry; before, the upgrade gives one.
      await old.table('outbox').put(version >= 3 ? { ...entry, owner: 'guest' } : entry);
      if (version >= 2) await old.table('claims').put(claim);
      if (version >= 4) await old.table('imageDrafts').put(draft);
      old.close();

      const db = new VetHubDb(name);
      opened.push(db);
      await db.open();
      expect(db.verno).toBe(fresh.verno);
      expect(await db.services.where('services').equals('legal').toArray()).toEqual([row]);
      expect(await db.saved.get(['vetdeals', 7])).toEqual(savedItem);
      expect(await db.outbox.get(entry.id)).toMatchObject({ ...entry, owner: 'guest' });
      if (version >= 2) expect(await db.claims.get('c1')).toMatchObject(claim);
      if (version >= 4) expect(await db.imageDrafts.get(draft.path)).toEqual(draft);
      db.close();

      expect(await structure(name)).toEqual(await structure(fresh.name));
    },
  );
});
