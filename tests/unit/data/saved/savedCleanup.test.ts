import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb } from '../../../../src/data/localDb';
import {
  markMissing,
  purgeDeleted,
  SAVED_PURGE_MS,
  unmarkIfBack,
} from '../../../../src/data/saved/savedCleanup';
import { countSaved, listSaved, toggleSaved } from '../../../../src/data/saved/savedItems';
import { storagePersistenceAtom } from '../../../../src/data/saved/storagePersistence';
import { appStore } from '../../../../src/data/store';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 2, 1, 12);
let db: VetHubDb;

beforeEach(async () => {
  // Only Date is faked: IndexedDB (fake-indexeddb) needs real timers to run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  appStore.set(storagePersistenceAtom, { askedAt: 0, granted: true });
  db = new VetHubDb(`cleanup-${crypto.randomUUID()}`);
  for (const id of [1, 2, 3]) await toggleSaved('vetdeals', { id, title: `Deal ${id}` }, db);
  await toggleSaved('blog', { id: 1, title: 'Post 1' }, db);
});

afterEach(async () => {
  vi.useRealTimers();
  await db.delete();
});

const flags = async () =>
  (await listSaved('vetdeals', db)).map(({ id, isDeleted, deletedAt }) => ({
    id,
    isDeleted,
    deletedAt,
  }));

describe('saved items whose source disappeared', () => {
  it('keeps the item, flagged with the time its source went missing', async () => {
    expect(await markMissing('vetdeals', [2, 99], Date.now(), db)).toBe(1);
    expect(await flags()).toContainEqual({
      id: 2,
      isDeleted: true,
      deletedAt: new Date(START).toISOString(),
    });
    expect((await flags()).filter((item) => item.isDeleted)).toHaveLength(1);
    // The same id in another list is another item.
    expect((await listSaved('blog', db))[0]?.isDeleted).toBeUndefined();
  });

  it('counts the week from the first time the source was found missing', async () => {
    await markMissing('vetdeals', [2], Date.now(), db);
    vi.setSystemTime(START + 3 * DAY);
    expect(await markMissing('vetdeals', [2], Date.now(), db)).toBe(0);
    expect((await flags()).find((item) => item.id === 2)?.deletedAt).toBe(
      new Date(START).toISOString(),
    );
  });

  it('clears the flag when the source comes back', async () => {
    await markMissing('vetdeals', [2, 3], Date.now(), db);
    expect(await unmarkIfBack('vetdeals', [3], db)).toBe(1);
    const item = (await flags()).find((entry) => entry.id === 3);
    expect(item).toEqual({ id: 3, isDeleted: undefined, deletedAt: undefined });
  });

  it('keeps a flagged item for 6 days and purges it after 7', async () => {
    expect(SAVED_PURGE_MS).toBe(7 * DAY);
    await markMissing('vetdeals', [2], Date.now(), db);
    vi.setSystemTime(START + 6 * DAY);
    expect(await purgeDeleted(Date.now(), db)).toBe(0);
    expect(await countSaved('vetdeals', db)).toBe(3);
    vi.setSystemTime(START + 7 * DAY);
    expect(await purgeDeleted(Date.now(), db)).toBe(1);
    expect((await listSaved('vetdeals', db)).map((item) => item.id)).toEqual([3, 1]);
  });

  it('never purges items whose source still exists, however old', async () => {
    vi.setSystemTime(START + 400 * DAY);
    expect(await purgeDeleted(Date.now(), db)).toBe(0);
    expect(await countSaved(undefined, db)).toBe(4);
  });
});
