import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb, type MirrorRow } from '../../../../src/data/localDb';
import { useRecord } from '../../../../src/data/query/useRecord';
import { useTableQuery } from '../../../../src/data/query/useTableQuery';
import { emptySyncMeta, syncMetaKey } from '../../../../src/data/sync/syncMeta';

let db: VetHubDb;

const deal = (id: number, minute: number): MirrorRow => ({
  id,
  title: `Deal ${id}`,
  merchant: 'Shop',
  category: 'Food',
  status: 'active',
  active: true,
  deleted_at: null,
  updated_at: `2026-03-01T12:${String(minute).padStart(2, '0')}:00+00:00`,
});

async function markComplete(table: string) {
  await db.meta.put({
    key: syncMetaKey(table as 'vet_deals'),
    value: { ...emptySyncMeta, state: 'complete', lastSyncedAt: new Date().toISOString() },
  });
}

beforeEach(() => {
  db = new VetHubDb(`hooks-${crypto.randomUUID()}`);
});

afterEach(async () => {
  await db.delete();
});

describe('useTableQuery', () => {
  it('reads a fully synced table from the mirror and follows changes live', async () => {
    await db.vet_deals.bulkPut([deal(1, 1), deal(2, 2)]);
    await markComplete('vet_deals');
    const { result } = renderHook(() => useTableQuery({ table: 'vet_deals' }, db));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const ready = () => (result.current.status === 'ready' ? result.current.answer : null);
    expect(ready()?.source).toBe('mirror');
    expect(ready()?.rows.map((r) => r.id)).toEqual([2, 1]);
    expect(ready()?.total).toBe(2);

    await act(() => db.vet_deals.put(deal(3, 3)));
    await waitFor(() => expect(ready()?.rows.map((r) => r.id)).toEqual([3, 2, 1]));
    await act(() => db.vet_deals.delete(2));
    await waitFor(() => expect(ready()?.rows.map((r) => r.id)).toEqual([3, 1]));
  });

  it('shows the part of the mirror that has arrived when the server cannot be reached', async () => {
    await db.vet_deals.put(deal(7, 7));
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useTableQuery({ table: 'vet_deals' }, db, unreachable));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 10_000 });
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect(result.current.answer.source).toBe('incomplete-mirror');
    expect(result.current.answer.rows.map((r) => r.id)).toEqual([7]);
  });

  it('keeps its answer, never "loading" again, when the download completes', async () => {
    await db.vet_deals.put(deal(5, 5));
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const state = useTableQuery({ table: 'vet_deals' }, db, unreachable);
      seen.push(state.status);
      return state;
    });
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 10_000 });
    await act(() => markComplete('vet_deals'));
    await waitFor(() =>
      expect(result.current.status === 'ready' && result.current.answer.source).toBe('mirror'),
    );
    expect(seen.slice(seen.indexOf('ready'))).not.toContain('loading');
  });
});

describe('useTableQuery when the device database fails a read', () => {
  it('gives the list an error state instead of throwing into the page', async () => {
    await db.vet_deals.put(deal(8, 8));
    await markComplete('vet_deals');
    vi.spyOn(db.meta, 'get').mockRejectedValue(new Error('UnknownError: the read failed'));
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useTableQuery({ table: 'vet_deals' }, db, unreachable));
    await waitFor(() => expect(result.current.status).not.toBe('loading'), { timeout: 10_000 });
    expect(result.current).toEqual({ status: 'error', message: 'UnknownError: the read failed' });
  });
});

describe('useRecord', () => {
  it('gives the mirrored record, then missing once it leaves the mirror', async () => {
    await db.vet_deals.put(deal(4, 4));
    await markComplete('vet_deals');
    const { result } = renderHook(() => useRecord('vet_deals', 4, db));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    if (result.current.status === 'ready') expect(result.current.record.title).toBe('Deal 4');
    await act(() => db.vet_deals.delete(4));
    await waitFor(() => expect(result.current.status).toBe('missing'));
  });

  it('keeps showing the record when a later re-read fails', async () => {
    await db.vet_deals.put(deal(6, 6));
    await markComplete('vet_deals');
    const shown: string[] = [];
    const { result } = renderHook(() => {
      const state = useRecord('vet_deals', 6, db);
      shown.push(state.status);
      return state;
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // Like a failed server read: the device's read happens (the query keeps watching the row),
    // then the answer fails.
    const table = db.table<MirrorRow, number>('vet_deals');
    const realGet = table.get.bind(table);
    const failingGet = (key: number) =>
      realGet(key).then(() => {
        throw new Error('the read failed');
      });
    // get's overloads give the mock the last one's type; the hook calls it with a key only.
    const read = vi
      .spyOn(table, 'get')
      .mockImplementation(failingGet as unknown as typeof table.get);
    const before = shown.length;
    await act(() => db.vet_deals.put({ ...deal(6, 6), title: 'Deal 6, changed' }));
    await waitFor(() => expect(read).toHaveBeenCalled());
    // The failed answer reaches the page as a render of its own: it still shows the record.
    await waitFor(() => expect(shown.length).toBeGreaterThan(before));
    expect(shown.slice(before)).toEqual(shown.slice(before).map(() => 'ready'));
    expect(result.current.status === 'ready' && result.current.record.title).toBe('Deal 6');
    read.mockRestore();
    await act(() => db.vet_deals.put({ ...deal(6, 6), title: 'Deal 6, again' }));
    await waitFor(() =>
      expect(result.current.status === 'ready' && result.current.record.title).toBe(
        'Deal 6, again',
      ),
    );
  });
});
