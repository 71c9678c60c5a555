import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { appOfflineReadyAtom, markOfflineReady } from '../../../src/data/offlineReady';

afterEach(() => {
  delete document.documentElement.dataset.offlineReady;
});

describe('the app kept for offline use', () => {
  it('is a state the page holds and shows on <html>', () => {
    const store = createStore();
    expect(store.get(appOfflineReadyAtom)).toBe(false);
    expect(document.documentElement.dataset.offlineReady).toBeUndefined();
    markOfflineReady(store);
    expect(store.get(appOfflineReadyAtom)).toBe(true);
    expect(document.documentElement.dataset.offlineReady).toBe('');
  });
});
