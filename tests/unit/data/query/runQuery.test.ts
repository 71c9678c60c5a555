import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb } from '../../../../src/data/localDb';
import { runQuery } from '../../../../src/data/query/runQuery';
import { emptySyncMeta, writeSyncMeta } from '../../../../src/data/sync/syncMeta';
import { json, scriptedClient } from './serverQuery';

let db: VetHubDb;

const deal = {
  id: 1,
  status: 'active',
  active: true,
  deleted_at: null,
  updated_at: '2026-03-01T12:00:00+00:00',
};

beforeEach(async () => {
  db = new VetHubDb(`chooser-${Math.random()}`);
  await db.vet_deals.put(deal);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('choosing where a list is read from', () => {
  it('reads the mirror once the first download of the table is complete', async () => {
    await writeSyncMeta(db, 'vet_deals', { ...emptySyncMeta, state: 'complete' });
    let asked = false;
    const answer = await runQuery(db, { table: 'vet_deals' }, async () => {
      asked = true;
      throw new Error('the server is not needed');
    });
    expect(answer).toEqual({ rows: [deal], total: 1, source: 'mirror' });
    expect(asked).toBe(false);
  });

  it('asks the server while the first download is still running', async () => {
    await writeSyncMeta(db, 'vet_deals', { ...emptySyncMeta, state: 'running' });
    const { client } = scriptedClient(() => json([{ id: 1 }, { id: 2 }], 200, '0-1/2'));
    const answer = await runQuery(db, { table: 'vet_deals' }, async () => client);
    expect(answer).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2, source: 'server' });
  });

  it('shows what has arrived so far when the server cannot be reached', async () => {
    const { client } = scriptedClient(() => {
      throw new TypeError('Failed to fetch');
    });
    const answer = await runQuery(db, { table: 'vet_deals' }, async () => client);
    expect(answer).toEqual({ rows: [deal], total: 1, source: 'incomplete-mirror' });
  });

  it('lets a query the server rejects fail visibly', async () => {
    const { client } = scriptedClient(() =>
      json({ code: 'PGRST100', message: 'failed to parse filter', details: null, hint: null }, 400),
    );
    await expect(runQuery(db, { table: 'vet_deals' }, async () => client)).rejects.toThrow(
      'failed to parse filter',
    );
  });

  it('offline, answers from the device at once with what it holds, asking no server', async () => {
    await writeSyncMeta(db, 'vet_deals', {
      ...emptySyncMeta,
      state: 'complete',
      whole: false,
      serverTotal: 12_431,
    });
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let asked = false;
    const answer = await runQuery(db, { table: 'vet_deals' }, async () => {
      asked = true;
      throw new Error('offline: no request should start');
    });
    expect(answer).toEqual({ rows: [deal], total: 1, source: 'working-set', serverTotal: 12_431 });
    expect(asked).toBe(false);
  });
});
