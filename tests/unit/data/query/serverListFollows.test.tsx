import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb, type MirrorRow } from '../../../../src/data/localDb';
import { touchesTable } from '../../../../src/data/query/tableChanges';
import { useTableQuery } from '../../../../src/data/query/useTableQuery';
import { emptySyncMeta, syncMetaKey } from '../../../../src/data/sync/syncMeta';

// The server's list of deals, changed by the test as another person's edit would.
const onServer = vi.hoisted(() => ({ rows: [] as Record<string, unknown>[], asked: 0 }));
vi.mock('../../../../src/data/query/runOnServer', async (original) => ({
  ...(await original<object>()),
  runOnServer: () => {
    onServer.asked += 1;
    return Promise.resolve({ rows: [...onServer.rows], total: onServer.rows.length });
  },
}));

let db: VetHubDb;
const client = () => Promise.resolve({} as never);
const deal = (id: number, title: string): MirrorRow => ({
  id,
  title,
  status: 'active',
  active: true,
  deleted_at: null,
  updated_at: `2026-03-01T12:00:0${id}+00:00`,
});

beforeEach(async () => {
  db = new VetHubDb(`follows-${crypto.randomUUID()}`);
  onServer.rows = [deal(1, 'Deal one'), deal(2, 'Deal two')];
  onServer.asked = 0;
  // A working set: the download is done, but the device keeps only part of the table.
  await db.meta.put({
    key: syncMetaKey('vet_deals'),
    value: { ...emptySyncMeta, state: 'complete', whole: false, serverTotal: 9000 },
  });
});

afterEach(async () => {
  await db.delete();
});

const titles = (state: ReturnType<typeof useTableQuery>) =>
  state.status === 'ready' ? state.answer.rows.map((row) => row.title) : [];

describe('a list the server answers for a working set', () => {
  it('asks the server again when its table changes on the device, keeping the list meanwhile', async () => {
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const state = useTableQuery({ table: 'vet_deals' }, db, client);
      seen.push(state.status);
      return state;
    });
    await waitFor(() => expect(titles(result.current)).toEqual(['Deal one', 'Deal two']));
    expect(result.current.status === 'ready' && result.current.answer.source).toBe('server');

    onServer.rows = [deal(1, 'Deal one, edited'), deal(2, 'Deal two')];
    // What a realtime event does on the device: the changed row written into the mirror.
    await act(() => db.vet_deals.put(deal(1, 'Deal one, edited')));
    await waitFor(() => expect(titles(result.current)).toEqual(['Deal one, edited', 'Deal two']));
    expect(seen.slice(seen.indexOf('ready'))).not.toContain('loading');
  });

  it('asks again at every later change, not only the first', async () => {
    const { result } = renderHook(() => useTableQuery({ table: 'vet_deals' }, db, client));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    for (const title of ['First edit', 'Second edit']) {
      onServer.rows = [deal(1, title)];
      await act(() => db.vet_deals.put(deal(1, title)));
      await waitFor(() => expect(titles(result.current)).toEqual([title]));
    }
  });
});

describe('which writes a list hears', () => {
  it("is its own table's, or everything after a page comes back from the back-forward cache", () => {
    const deals = `idb://${db.name}/vet_deals/`;
    expect(touchesTable({ [`${deals}`]: {}, [`${deals}:dels`]: {} }, db, 'vet_deals')).toBe(true);
    expect(touchesTable({ all: {} }, db, 'vet_deals')).toBe(true);
    expect(touchesTable({ [`idb://${db.name}/services/`]: {} }, db, 'vet_deals')).toBe(false);
    expect(touchesTable({ [`idb://other-db/vet_deals/`]: {} }, db, 'vet_deals')).toBe(false);
  });
});
