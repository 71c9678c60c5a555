import 'fake-indexeddb/auto';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb } from '../../../../src/data/localDb';
import { realtimeStatusAtom, syncProgressAtom } from '../../../../src/data/sync/syncAtoms';
import { startSyncWith, type SyncHandle } from '../../../../src/data/sync/syncEngine';
import { FakeSource, service, services } from './fakeSource';

let db: VetHubDb;
let source: FakeSource;
let store: ReturnType<typeof createStore>;
let engine: SyncHandle | undefined;

const start = () => {
  engine = startSyncWith({ db, getSource: async () => source, store });
  return engine;
};
const pulls = () => source.pageRequests.filter((r) => r.table === 'services').length;
const held = (id: number) => db.services.get(id);

beforeEach(() => {
  db = new VetHubDb(`engine-${Math.random()}`);
  source = new FakeSource();
  store = createStore();
  source.put('services', ...services(5));
});

afterEach(async () => {
  engine?.stop();
  engine = undefined;
  vi.useRealTimers();
  await db.delete();
});

describe('when the sync engine pulls', () => {
  it('pulls every table after start, without anyone waiting for it', async () => {
    start();
    await vi.waitFor(() => expect(store.get(syncProgressAtom).occupations.state).toBe('complete'));
    expect(await db.services.count()).toBe(5);
    expect(store.get(syncProgressAtom).services).toMatchObject({
      state: 'complete',
      downloaded: 5,
      total: 5,
      problem: null,
    });
  });

  it('pulls the listing tables side by side: a slow one holds no other back', async () => {
    let answer = () => {};
    const servicesAnswered = new Promise<void>((resolve) => (answer = resolve));
    const pullPage = source.pullPage.bind(source);
    vi.spyOn(source, 'pullPage').mockImplementation(async (request) => {
      if (request.table === 'services') await servicesAnswered;
      return pullPage(request);
    });
    source.put('vet_deals', { ...service(1, '2026-01-01T00:00:00+00:00'), active: true });
    const done = start().syncNow();
    await vi.waitFor(() => expect(store.get(syncProgressAtom).vet_deals.state).toBe('complete'));
    expect(store.get(syncProgressAtom).services.state).not.toBe('complete');
    answer();
    await done;
    expect(store.get(syncProgressAtom).services.state).toBe('complete');
  });

  it('pulls again once the data is older than five minutes, not before', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await start().syncNow();
    const before = pulls();
    source.put('services', service(6, '2026-02-01T00:00:00+00:00'));

    await vi.advanceTimersByTimeAsync(4 * 60 * 1000);
    expect(pulls()).toBe(before);
    expect(await held(6)).toBeUndefined();

    await vi.advanceTimersByTimeAsync(60 * 1000 + 30 * 1000);
    await vi.waitFor(async () => expect(await held(6)).toBeDefined());
  });

  it('pulls when the browser comes back online', async () => {
    await start().syncNow();
    source.put('services', service(6, '2026-02-01T00:00:00+00:00'));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await held(6)).toBeDefined());
  });

  it('catches up whenever the realtime channel (re)connects', async () => {
    await start().syncNow();
    await vi.waitFor(() => expect(source.subscribed).toBe(true));
    source.put('services', service(6, '2026-02-01T00:00:00+00:00'));
    source.setStatus('error');
    source.setStatus('connected');
    await vi.waitFor(async () => expect(await held(6)).toBeDefined());
  });

  it('says the device is offline instead of failing, and clears it when a pull works', async () => {
    source.offline = true;
    await start().syncNow();
    expect(store.get(syncProgressAtom).services.problem).toBe('offline');
    expect(await db.services.count()).toBe(0);

    source.offline = false;
    await engine?.syncNow();
    expect(store.get(syncProgressAtom).services.problem).toBeNull();
    expect(await db.services.count()).toBe(5);
  });

  it('stops pulling and listening once stopped', async () => {
    await start().syncNow();
    await vi.waitFor(() => expect(source.subscribed).toBe(true));
    engine?.stop();
    expect(source.subscribed).toBe(false);
    const before = pulls();
    window.dispatchEvent(new Event('online'));
    await engine?.syncNow();
    expect(pulls()).toBe(before);
  });
});

describe('realtime', () => {
  it('applies insert, update, leaving active and delete as they arrive', async () => {
    await start().syncNow();
    await vi.waitFor(() => expect(source.subscribed).toBe(true));
    const at = '2026-02-01T00:00:00+00:00';
    source.emit({ table: 'services', type: 'INSERT', record: service(6, at), oldRecord: null });
    source.emit({
      table: 'services',
      type: 'UPDATE',
      record: service(6, '2026-02-01T00:00:01+00:00', { name: 'Updated' }),
      oldRecord: { id: 6 },
    });
    source.emit({
      table: 'services',
      type: 'UPDATE',
      record: { id: 2, status: 'inactive', deleted_at: null },
      oldRecord: { id: 2 },
    });
    source.emit({ table: 'services', type: 'DELETE', record: null, oldRecord: { id: 3 } });
    await vi.waitFor(async () => {
      expect((await held(6))?.name).toBe('Updated');
      expect(await db.services.toCollection().primaryKeys()).toEqual([1, 4, 5, 6]);
    });
  });

  it('shows the channel state, each with a plain-language description', async () => {
    start();
    await vi.waitFor(() => expect(store.get(realtimeStatusAtom)).toBe('connecting'));
    source.setStatus('connected');
    expect(store.get(realtimeStatusAtom)).toBe('connected');
    source.setStatus('error');
    expect(store.get(realtimeStatusAtom)).toBe('error');
    engine?.stop();
    expect(store.get(realtimeStatusAtom)).toBe('disconnected');
  });
});
