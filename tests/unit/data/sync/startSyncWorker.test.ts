import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb } from '../../../../src/data/localDb';
import { appStore } from '../../../../src/data/store';
import { startSync } from '../../../../src/data/sync/startSync';
import { realtimeStatusAtom, syncProgressAtom } from '../../../../src/data/sync/syncAtoms';
import { startSyncInWorker } from '../../../../src/data/sync/startSyncWorker';
import type { FromSyncWorker, ToSyncWorker } from '../../../../src/data/sync/syncWorkerMessages';

vi.mock('../../../../src/data/sync/startSync', () => ({
  startSync: vi.fn(() => ({
    stop: vi.fn(),
    syncNow: vi.fn(() => Promise.resolve()),
    wantReference: vi.fn(),
  })),
}));

/** A stand-in for the browser's Worker: records what the page sends, answers on demand. */
class FakeWorker {
  static made: FakeWorker[] = [];
  static failToStart = false;
  sent: ToSyncWorker[] = [];
  onmessage: ((event: MessageEvent<FromSyncWorker>) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    if (FakeWorker.failToStart) throw new Error('Workers are not supported');
    FakeWorker.made.push(this);
  }
  postMessage(message: ToSyncWorker) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  say(message: FromSyncWorker) {
    this.onmessage?.({ data: message } as MessageEvent<FromSyncWorker>);
  }
}

let db: VetHubDb;
const started = async (): Promise<FakeWorker> => {
  await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(1));
  const [worker] = FakeWorker.made;
  if (!worker) throw new Error('no worker was started');
  return worker;
};

beforeEach(() => {
  db = new VetHubDb(`worker-${Math.random()}`);
  FakeWorker.made = [];
  FakeWorker.failToStart = false;
  vi.stubGlobal('Worker', FakeWorker);
  vi.mocked(startSync).mockClear();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('the sync engine in a worker', () => {
  it('starts a module worker once the page has opened the database', async () => {
    const sync = startSyncInWorker(db);
    const worker = await started();
    expect(db.isOpen()).toBe(true);
    expect(worker.options).toMatchObject({ type: 'module' });
    expect(worker.url.pathname).toMatch(/sync\.worker/);
    expect(worker.sent[0]).toEqual({ type: 'connection', online: navigator.onLine });
    expect(startSync).not.toHaveBeenCalled();
    sync.stop();
    expect(worker.sent.at(-1)).toEqual({ type: 'stop' });
  });

  it('shows the worker’s progress and realtime state on the page', async () => {
    const sync = startSyncInWorker(db);
    const worker = await started();
    const progress = structuredClone(appStore.get(syncProgressAtom));
    progress.services = { ...progress.services, state: 'running', downloaded: 1000, total: 82 };
    worker.say({ type: 'progress', progress });
    worker.say({ type: 'realtime', status: 'connected' });
    expect(appStore.get(syncProgressAtom).services).toMatchObject({ downloaded: 1000 });
    expect(appStore.get(realtimeStatusAtom)).toBe('connected');
    sync.stop();
  });

  it('resolves "sync now" when the worker says that cycle is done, asked before it started too', async () => {
    const sync = startSyncInWorker(db);
    let done = false;
    const asked = sync.syncNow().then(() => {
      done = true;
    });
    const worker = await started();
    const request = worker.sent.find((m) => m.type === 'sync-now');
    expect(request).toBeDefined();
    await Promise.resolve();
    expect(done).toBe(false);
    worker.say({ type: 'synced', id: (request as { id: number }).id });
    await asked;
    expect(done).toBe(true);
    sync.stop();
  });

  it('tells the worker when the connection drops and returns', async () => {
    const sync = startSyncInWorker(db);
    const worker = await started();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(worker.sent.filter((m) => m.type === 'connection')).toHaveLength(3);
    sync.stop();
    window.dispatchEvent(new Event('online'));
    expect(worker.sent.filter((m) => m.type === 'connection')).toHaveLength(3);
  });

  it('passes on, once, that the translator wants the crosswalk, also to an engine that takes over', async () => {
    const sync = startSyncInWorker(db);
    sync.wantReference();
    const worker = await started();
    sync.wantReference();
    expect(worker.sent.filter((m) => m.type === 'want-reference')).toHaveLength(1);
    worker.onerror?.();
    const onPage = vi.mocked(startSync).mock.results[0]?.value as { wantReference: () => void };
    expect(onPage.wantReference).toHaveBeenCalledTimes(1);
    sync.stop();
  });

  it('runs the engine on the page when no worker can start, or the worker fails', async () => {
    FakeWorker.failToStart = true;
    const first = startSyncInWorker(db);
    await vi.waitFor(() => expect(startSync).toHaveBeenCalledTimes(1));
    first.stop();

    FakeWorker.failToStart = false;
    const second = startSyncInWorker(db);
    const worker = await started();
    const waiting = second.syncNow();
    worker.onerror?.();
    expect(worker.terminated).toBe(true);
    expect(startSync).toHaveBeenCalledTimes(2);
    await waiting;
    second.stop();
  });
});
