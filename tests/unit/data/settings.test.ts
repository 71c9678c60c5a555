import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh import is what a page reload does: the settings module reads storage again. */
async function reload() {
  vi.resetModules();
  return import('../../../src/data/settings');
}

describe('display settings persistence', () => {
  beforeEach(() => window.localStorage.clear());

  it('remembers the text size across a reload', async () => {
    const first = await reload();
    createStore().set(first.textSizeAtom, 150);
    expect(window.localStorage.getItem('vethub.textSize')).toBe('150');
    const second = await reload();
    expect(createStore().get(second.textSizeAtom)).toBe(150);
  });

  it('remembers high contrast across a reload', async () => {
    const first = await reload();
    createStore().set(first.highContrastAtom, true);
    const second = await reload();
    expect(createStore().get(second.highContrastAtom)).toBe(true);
  });

  it('falls back to the default when the stored value is broken', async () => {
    window.localStorage.setItem('vethub.textSize', '"huge"');
    expect(createStore().get((await reload()).textSizeAtom)).toBe(100);
    window.localStorage.setItem('vethub.textSize', '{not json');
    expect(createStore().get((await reload()).textSizeAtom)).toBe(100);
  });

  it('clamps an out-of-range stored size instead of applying it', async () => {
    window.localStorage.setItem('vethub.textSize', '480');
    expect(createStore().get((await reload()).textSizeAtom)).toBe(200);
  });

  it('says so when the browser refuses to save a setting', async () => {
    const { textSizeAtom } = await reload();
    const { settingsNotSavedAtom } = await import('../../../src/data/persistedAtom');
    const { appStore } = await import('../../../src/data/store');
    vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    appStore.set(textSizeAtom, 120);
    expect(appStore.get(settingsNotSavedAtom)).toBe(true);
  });
});
