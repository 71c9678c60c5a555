import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { VetHubDb } from '../../../../src/data/localDb';
import { enqueue } from '../../../../src/data/outbox/outboxQueue';
import {
  OUTBOX_SYNC_TAG,
  startOutbox,
  type OutboxHandle,
} from '../../../../src/data/outbox/startOutbox';
import { useOutbox, usePendingCount } from '../../../../src/data/outbox/useOutbox';
import { fakeServer } from './fakeServer';

const schema = z.object({ email: z.string() });
let db: VetHubDb;
let outbox: OutboxHandle | undefined;

const subscribe = (email: string) =>
  enqueue(db, { table: 'newsletter_subscribers', op: 'insert', payload: { email }, schema });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

beforeEach(() => {
  db = new VetHubDb(`start-${crypto.randomUUID()}`);
});

afterEach(async () => {
  outbox?.stop();
  outbox = undefined;
  Reflect.deleteProperty(navigator, 'onLine');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  await db.delete();
});

describe('the outbox at work in the page', () => {
  it('sends what a crash left behind as soon as the app starts', async () => {
    const server = fakeServer();
    const queued = await subscribe('a@example.test');
    if (!queued.ok) throw new Error('expected it to queue');
    await db.outbox.update(queued.id, { state: 'sending' });
    outbox = startOutbox({ db, transport: server.transport });
    await vi.waitFor(async () => expect((await db.outbox.get(queued.id))?.state).toBe('sent'));
    expect(server.rows.size).toBe(1);
  });

  it('sends a new entry without being asked', async () => {
    const server = fakeServer();
    outbox = startOutbox({ db, transport: server.transport });
    await subscribe('b@example.test');
    await vi.waitFor(() => expect(server.rows.size).toBe(1));
  });

  it('waits while the browser is offline and sends when it comes back online', async () => {
    const server = fakeServer();
    setOnline(false);
    outbox = startOutbox({ db, transport: server.transport });
    await subscribe('c@example.test');
    // runNow resolves once any run it started or joined is over: a send offline would be done.
    await outbox.runNow();
    expect(server.sends).toHaveLength(0);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(server.rows.size).toBe(1));
  });

  it('asks for Background Sync where the browser has it', async () => {
    const register = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: () => Promise.resolve({ sync: { register } }) },
      configurable: true,
    });
    setOnline(false);
    outbox = startOutbox({ db, transport: fakeServer().transport });
    await subscribe('d@example.test');
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG));
  });

  it('shows live what waits to be sent and what was sent', async () => {
    const server = fakeServer();
    setOnline(false);
    outbox = startOutbox({ db, transport: server.transport });
    const { result } = renderHook(() => ({ pending: usePendingCount(db), entries: useOutbox(db) }));
    await waitFor(() => expect(result.current.entries).toEqual([]));
    await act(() => subscribe('e@example.test'));
    await waitFor(() => expect(result.current.pending).toBe(1));
    setOnline(true);
    await act(() => outbox?.runNow());
    // Two live queries, each re-run on its own: the count can reach 0 before the list shows
    // the entry as sent (failed once in a loaded full run).
    await waitFor(() => {
      expect(result.current.pending).toBe(0);
      expect(result.current.entries?.map((entry) => entry.state)).toEqual(['sent']);
    });
  });
});

describe('Background Sync while a tab is open', () => {
  it('sends at once when the service worker hands the replay to the page', async () => {
    const server = fakeServer();
    const workers = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', {
      value: Object.assign(workers, { getRegistration: () => Promise.resolve(undefined) }),
      configurable: true,
    });
    setOnline(true);
    server.script.push({ status: 0, message: 'Failed to fetch' });
    outbox = startOutbox({ db, transport: server.transport });
    await subscribe('f@example.test');
    // The dropped line put the entry into backoff: nothing more is sent on its own for a while.
    await vi.waitFor(() => expect(server.sends).toHaveLength(1));
    workers.dispatchEvent(new MessageEvent('message', { data: { type: 'vethub:outbox-replay' } }));
    await vi.waitFor(() => expect(server.rows.size).toBe(1));
    expect(server.sends).toHaveLength(2);
  });
});
