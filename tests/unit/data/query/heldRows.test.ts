import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb, type MirrorRow } from '../../../../src/data/localDb';
import { runOnMirror } from '../../../../src/data/query/runOnMirror';
import { service as fakeService } from '../sync/fakeSource';

let db: VetHubDb;
let name: string;

// A Texan service named `name`; a higher id is a newer one.
const service = (id: number, name: string) =>
  fakeService(id, `2026-03-01T12:${String(id).padStart(2, '0')}:00+00:00`, {
    name,
    state: 'TX',
  }) as MirrorRow;

const search = (text: string) => runOnMirror(db, { table: 'services', search: text });
const names = async (text: string) => (await search(text)).rows.map((row) => row.name);

beforeEach(async () => {
  name = `held-${Math.random()}`;
  db = new VetHubDb(name);
  await db.services.bulkPut([service(1, 'Legal aid'), service(2, 'Housing help')]);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

describe('a word search over rows held in memory', () => {
  it('reads the table once until it changes, and a change is found by the next search', async () => {
    const reads = vi.spyOn(db.table('services'), 'toArray');
    expect(await names('legal')).toEqual(['Legal aid']);
    expect(await names('help')).toEqual(['Housing help']);
    expect(reads).toHaveBeenCalledTimes(1);

    await db.services.put(service(3, 'Legal clinic'));
    expect(await names('legal')).toEqual(['Legal clinic', 'Legal aid']);
    await db.services.delete(1);
    expect(await names('legal')).toEqual(['Legal clinic']);
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('sees what another connection wrote (the sync worker’s, in the app)', async () => {
    expect(await names('legal')).toEqual(['Legal aid']);
    const worker = new VetHubDb(name);
    await worker.services.put(service(4, 'Legal hotline'));
    worker.close();
    expect(await names('legal')).toEqual(['Legal hotline', 'Legal aid']);
  });

  it('does not keep a read that a write overtook', async () => {
    const table = db.table<MirrorRow, number>('services');
    const original = table.toArray.bind(table);
    // The write commits while the first read's answer is on its way back.
    vi.spyOn(table, 'toArray').mockImplementationOnce(() =>
      original().then(async (rows) => {
        await db.services.put(service(5, 'Legal shelter'));
        return rows;
      }),
    );
    expect(await names('legal')).toEqual(['Legal aid']);
    expect(await names('legal')).toEqual(['Legal shelter', 'Legal aid']);
  });

  it('an index-narrowed list uses the held rows once they are in memory, and stays exact', async () => {
    expect(await names('housing')).toEqual(['Housing help']);
    const narrowed = await runOnMirror(db, { table: 'services', state: 'TX', search: 'aid' });
    expect(narrowed.rows.map((row) => row.name)).toEqual(['Legal aid']);
  });

  it('finds a word in any searched column of a held row, never across two of them', async () => {
    await db.services.put({ ...service(7, 'Harbor'), title: 'Legal Aid', content: null });
    expect(await names('legal')).toEqual(['Harbor', 'Legal aid']);
    expect(await names('harborlegal')).toEqual([]);
    expect(await names('HARBOR')).toEqual(['Harbor']);
  });

  it('a live list follows changes while its rows come from memory', async () => {
    const seen: string[][] = [];
    const subscription = liveQuery(() => search('legal')).subscribe((answer) =>
      seen.push(answer.rows.map((row) => String(row.name))),
    );
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['Legal aid']));
    await db.services.put(service(6, 'Legal line'));
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['Legal line', 'Legal aid']));
    await db.services.update(6, { name: 'Benefits line' });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['Legal aid']));
    subscription.unsubscribe();
  });
});
