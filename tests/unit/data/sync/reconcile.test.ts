import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VetHubDb, type MirrorRow } from '../../../../src/data/localDb';
import { mirrorStore } from '../../../../src/data/mirrorStore';
import { pullTable } from '../../../../src/data/sync/pullTable';
import { reconcileTable } from '../../../../src/data/sync/reconcile';
import { FakeSource, service, services } from './fakeSource';

let db: VetHubDb;
let source: FakeSource;

beforeEach(() => {
  db = new VetHubDb(`reconcile-${Math.random()}`);
  source = new FakeSource();
});

afterEach(async () => {
  await db.delete();
});

const later = '2026-06-01T00:00:00+00:00';

describe('removing rows that left public view', () => {
  it('removes rows a delta pull never returns: left active, soft-deleted or deleted for good', async () => {
    source.put('services', ...services(2500));
    await pullTable(db, source, 'services');

    source.put('services', service(17, later, { status: 'inactive' }));
    source.put('services', service(1234, later, { deleted_at: later }));
    source.remove('services', 2400);
    await pullTable(db, source, 'services');
    expect(await db.services.count()).toBe(2500);

    source.keysFetched = 0;
    expect(await reconcileTable(db, source, 'services')).toBe(3);
    expect(await db.services.count()).toBe(2497);
    for (const id of [17, 1234, 2400]) expect(await db.services.get(id)).toBeUndefined();
    // Bisection: only the key lists of the small ranges holding a stale row were compared.
    expect(source.keysFetched).toBeLessThan(2000);
  });

  it('asks only for counts when nothing left', async () => {
    source.put('services', ...services(1500));
    await pullTable(db, source, 'services');
    source.keysFetched = 0;
    expect(await reconcileTable(db, source, 'services')).toBe(0);
    expect(source.keysFetched).toBe(0);
    expect(await db.services.count()).toBe(1500);
  });

  it('keeps a row realtime adds while the key lists are compared', async () => {
    source.put('services', ...services(10));
    await pullTable(db, source, 'services');
    source.remove('services', 3);
    const listKeys = source.visibleKeys.bind(source);
    source.visibleKeys = async (...args) => {
      const keys = await listKeys(...args);
      // Arrives from realtime after the server listed its keys, before the mirror deletes.
      await db.services.put(service(99, later) as MirrorRow);
      return keys;
    };
    expect(await reconcileTable(db, source, 'services')).toBe(1);
    expect(await db.services.get(3)).toBeUndefined();
    expect(await db.services.get(99)).toBeDefined();
  });

  it('compares the key lists of tables keyed by text (occupations)', async () => {
    const at = '2026-01-01T00:00:00+00:00';
    const occupation = (code: string) => ({ onet_soc: code, title: code, updated_at: at });
    source.put(
      'occupations',
      occupation('11-1011.00'),
      occupation('11-1021.00'),
      occupation('29-1241.00'),
    );
    await pullTable(db, source, 'occupations');
    source.remove('occupations', '11-1021.00');
    expect(await reconcileTable(db, source, 'occupations')).toBe(1);
    expect(await mirrorStore(db, 'occupations').keys()).toEqual(['11-1011.00', '29-1241.00']);
  });
});
