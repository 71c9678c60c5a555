import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb } from '../../../../src/data/localDb';
import { refreshSaved, type FetchByIds } from '../../../../src/data/saved/refreshSaved';
import { purgeDeleted, SAVED_PURGE_MS } from '../../../../src/data/saved/savedCleanup';
import { listSaved, toggleSaved } from '../../../../src/data/saved/savedItems';
import { storagePersistenceAtom } from '../../../../src/data/saved/storagePersistence';
import { appStore } from '../../../../src/data/store';

const START = Date.UTC(2026, 10, 24, 12);
let db: VetHubDb;

beforeEach(async () => {
  // Only Date is faked: IndexedDB (fake-indexeddb) needs real timers to run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  appStore.set(storagePersistenceAtom, { askedAt: 0, granted: true });
  db = new VetHubDb(`refresh-${crypto.randomUUID()}`);
  await toggleSaved('vetdeals', { id: 1, title: 'Old title', discount: '10%' }, db);
  await toggleSaved('vetdeals', { id: 2, title: 'Taken down later' }, db);
  await toggleSaved('job', { id: 7, title: 'Welder' }, db);
  await toggleSaved('services', { id: 9, name: 'Not refreshed by id' }, db);
});

afterEach(async () => {
  vi.useRealTimers();
  await db.delete();
});

/** The server as a fetch by ids: only the rows in `live` are visible. */
function server(live: Record<string, Record<number, Record<string, unknown>>>) {
  const calls: [string, readonly number[]][] = [];
  const fetchRows: FetchByIds = (table, ids) => {
    calls.push([table, ids]);
    return Promise.resolve(
      ids.flatMap((id) => (live[table]?.[id] ? [{ id, ...live[table][id] }] : [])),
    );
  };
  return { fetchRows, calls };
}

describe('refreshing saved copies by id', () => {
  it('updates the copies, marks the ones gone, and purges them a week later', async () => {
    const { fetchRows, calls } = server({
      vet_deals: { 1: { title: 'New title', discount: '20%' } },
      unemployment_jobs: { 7: { title: 'Welder, night shift' } },
    });
    expect(await refreshSaved(fetchRows, db)).toEqual({ refreshed: 2, missing: 1 });
    expect(calls).toEqual([
      ['vet_deals', [1, 2]],
      ['unemployment_jobs', [7]],
    ]);
    const deals = await listSaved('vetdeals', db);
    const fresh = deals.find((d) => d.id === 1);
    expect(fresh?.record).toEqual({ id: 1, title: 'New title', discount: '20%' });
    expect(fresh?.isDeleted).toBeUndefined();
    const gone = deals.find((d) => d.id === 2);
    expect(gone).toMatchObject({ isDeleted: true, deletedAt: new Date(START).toISOString() });
    expect((await listSaved('services', db))[0]?.record.name).toBe('Not refreshed by id');

    vi.setSystemTime(START + SAVED_PURGE_MS - 1000);
    expect(await purgeDeleted(Date.now(), db)).toBe(0);
    vi.setSystemTime(START + SAVED_PURGE_MS);
    expect(await purgeDeleted(Date.now(), db)).toBe(1);
    expect((await listSaved('vetdeals', db)).map((d) => d.id)).toEqual([1]);
  });

  it('clears the mark when the listing is back, and marks nothing when the server does not answer', async () => {
    await refreshSaved(server({}).fetchRows, db);
    expect((await listSaved('vetdeals', db)).every((d) => d.isDeleted)).toBe(true);
    await refreshSaved(server({ vet_deals: { 2: { title: 'Back again' } } }).fetchRows, db);
    const back = (await listSaved('vetdeals', db)).find((d) => d.id === 2);
    expect(back?.isDeleted).toBeUndefined();
    expect(back?.record.title).toBe('Back again');

    const failing: FetchByIds = () => Promise.reject(new Error('Failed to fetch'));
    await expect(refreshSaved(failing, db)).rejects.toThrow('Failed to fetch');
    expect((await listSaved('vetdeals', db)).find((d) => d.id === 2)?.isDeleted).toBeUndefined();
  });
});
