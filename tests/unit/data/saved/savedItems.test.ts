import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb } from '../../../../src/data/localDb';
import {
  clearSaved,
  countSaved,
  countSavedByList,
  isSaved,
  listSaved,
  removeSaved,
  toggleSaved,
} from '../../../../src/data/saved/savedItems';
import { storagePersistenceAtom } from '../../../../src/data/saved/storagePersistence';
import { useIsSaved, useSavedCount, useSavedList } from '../../../../src/data/saved/useSaved';
import { storageProblemAtom } from '../../../../src/data/storageStatus';
import { appStore } from '../../../../src/data/store';

let db: VetHubDb;
const deal = { id: 7, title: 'Ten percent off lawn care', merchant: 'Liberty Lawn Care' };
const post = { id: 3, title: 'Using your GI Bill' };

beforeEach(() => {
  db = new VetHubDb(`saved-${crypto.randomUUID()}`);
  // The first save asks for persistent storage; most tests are not about that.
  appStore.set(storagePersistenceAtom, { askedAt: 0, granted: true });
  appStore.set(storageProblemAtom, null);
});

afterEach(async () => {
  await db.delete();
});

describe('saving and unsaving', () => {
  it('saves a record on the first toggle and removes it on the second', async () => {
    expect(await toggleSaved('vetdeals', deal, db)).toEqual({ ok: true, saved: true });
    expect(await isSaved('vetdeals', 7, db)).toBe(true);
    expect(await toggleSaved('vetdeals', deal, db)).toEqual({ ok: true, saved: false });
    expect(await isSaved('vetdeals', 7, db)).toBe(false);
  });

  it('keeps the record as it was when saved, with the time it was saved', async () => {
    const record = { ...deal };
    await toggleSaved('vetdeals', record, db);
    record.title = 'Changed on the page afterwards';
    const [item] = await listSaved('vetdeals', db);
    expect(item?.record).toEqual(deal);
    expect(Date.parse(item?.saved_at ?? '')).toBeGreaterThan(Date.now() - 5_000);
  });

  it('keeps the same id apart in different lists', async () => {
    await toggleSaved('vetdeals', { id: 1, title: 'A deal' }, db);
    await toggleSaved('blog', { id: 1, title: 'A post' }, db);
    expect(await countSavedByList(db)).toEqual({ vetdeals: 1, blog: 1, services: 0, job: 0 });
  });

  it('lists the most recently saved first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const id of [1, 2, 3]) {
      vi.setSystemTime(Date.UTC(2026, 2, id));
      await toggleSaved('services', { id, name: `Provider ${id}` }, db);
    }
    vi.useRealTimers();
    expect((await listSaved('services', db)).map((item) => item.id)).toEqual([3, 2, 1]);
  });

  it('removes one item, clears one list, or clears everything', async () => {
    await toggleSaved('vetdeals', deal, db);
    await toggleSaved('blog', post, db);
    await toggleSaved('blog', { id: 4, title: 'Another post' }, db);
    await removeSaved('blog', 4, db);
    expect(await countSaved('blog', db)).toBe(1);
    await clearSaved('blog', db);
    expect(await countSavedByList(db)).toEqual({ vetdeals: 1, blog: 0, services: 0, job: 0 });
    await clearSaved(undefined, db);
    expect(await countSaved(undefined, db)).toBe(0);
  });
});

describe('live counts', () => {
  it('emits a new count for a list and for all lists after every change', async () => {
    const blogCounts: number[] = [];
    const totals: number[] = [];
    const subs = [
      liveQuery(() => countSaved('blog', db)).subscribe((n) => blogCounts.push(n)),
      liveQuery(() => countSaved(undefined, db)).subscribe((n) => totals.push(n)),
    ];
    await vi.waitFor(() => expect(totals).toEqual([0]));
    await toggleSaved('blog', post, db);
    await vi.waitFor(() => expect(blogCounts.at(-1)).toBe(1));
    await toggleSaved('vetdeals', deal, db);
    await vi.waitFor(() => expect(totals.at(-1)).toBe(2));
    await toggleSaved('blog', post, db);
    await vi.waitFor(() => expect(totals.at(-1)).toBe(1));
    expect(blogCounts.at(-1)).toBe(0);
    for (const sub of subs) sub.unsubscribe();
  });

  it('updates the header badge, the list and the saved state of a card as items are saved', async () => {
    const { result } = renderHook(() => ({
      total: useSavedCount(undefined, db),
      blog: useSavedList('blog', db),
      saved: useIsSaved('blog', 3, db),
    }));
    await waitFor(() => expect(result.current.blog).toEqual([]));
    expect(result.current.total).toBe(0);
    await act(() => toggleSaved('blog', post, db));
    await waitFor(() => expect(result.current.total).toBe(1));
    await waitFor(() => expect(result.current.saved).toBe(true));
    expect(result.current.blog?.map((item) => item.record.title)).toEqual([post.title]);
  });
});
