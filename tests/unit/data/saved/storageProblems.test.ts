import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb } from '../../../../src/data/localDb';
import { toggleSaved } from '../../../../src/data/saved/savedItems';
import { storagePersistenceAtom } from '../../../../src/data/saved/storagePersistence';
import { storageProblemAtom } from '../../../../src/data/storageStatus';
import { appStore } from '../../../../src/data/store';

let db: VetHubDb;
const deal = { id: 7, title: 'Ten percent off lawn care' };

function browserStorage(persist: () => Promise<boolean>) {
  const spy = vi.fn(persist);
  Object.defineProperty(navigator, 'storage', { value: { persist: spy }, configurable: true });
  return spy;
}

beforeEach(() => {
  db = new VetHubDb(`storage-${crypto.randomUUID()}`);
  appStore.set(storagePersistenceAtom, null);
  appStore.set(storageProblemAtom, null);
});

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'storage');
  await db.delete();
});

describe('persistent storage on the first save', () => {
  it('asks the browser once, during the click, and remembers the answer', async () => {
    const persist = browserStorage(async () => true);
    const first = toggleSaved('vetdeals', deal, db);
    // Asked before the save awaited anything: still inside the user's click.
    expect(persist).toHaveBeenCalledTimes(1);
    await first;
    await toggleSaved('vetdeals', deal, db);
    await toggleSaved('blog', { id: 1 }, db);
    expect(persist).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(appStore.get(storagePersistenceAtom)?.granted).toBe(true));
    expect(window.localStorage.getItem('vethub.storagePersistence')).toContain('"granted":true');
    expect(appStore.get(storageProblemAtom)).toBeNull();
  });

  it('explains that saved items may be cleared when the browser says no', async () => {
    browserStorage(async () => false);
    expect(await toggleSaved('vetdeals', deal, db)).toEqual({ ok: true, saved: true });
    await vi.waitFor(() => expect(appStore.get(storageProblemAtom)?.kind).toBe('notPersistent'));
    expect(appStore.get(storageProblemAtom)?.message).toMatch(/may clear them/);
  });

  it('still saves in a browser that cannot be asked', async () => {
    expect(await toggleSaved('vetdeals', deal, db)).toEqual({ ok: true, saved: true });
    expect(appStore.get(storagePersistenceAtom)?.granted).toBeNull();
    expect(appStore.get(storageProblemAtom)).toBeNull();
  });
});

describe('storage failures are shown, never swallowed', () => {
  it('says the device is full when the browser runs out of quota', async () => {
    appStore.set(storagePersistenceAtom, { askedAt: 0, granted: true });
    vi.spyOn(db.saved, 'put').mockRejectedValue(
      new DOMException('Quota hit', 'QuotaExceededError'),
    );
    const result = await toggleSaved('vetdeals', deal, db);
    expect(result).toMatchObject({ ok: false, problem: { kind: 'full' } });
    expect(appStore.get(storageProblemAtom)?.message).toMatch(/out of storage space/);
  });

  it('says storage is blocked when the database cannot be opened', async () => {
    appStore.set(storagePersistenceAtom, { askedAt: 0, granted: true });
    db.close({ disableAutoOpen: true });
    const result = await toggleSaved('vetdeals', deal, db);
    expect(result).toMatchObject({ ok: false, problem: { kind: 'blocked' } });
    expect(appStore.get(storageProblemAtom)?.message).toMatch(/not letting VetHub keep data/);
  });

  it('clears a full-device notice once a save works again', async () => {
    appStore.set(storagePersistenceAtom, { askedAt: 0, granted: true });
    const put = vi.spyOn(db.saved, 'put');
    put.mockRejectedValueOnce(new DOMException('Quota hit', 'QuotaExceededError'));
    await toggleSaved('vetdeals', deal, db);
    expect(appStore.get(storageProblemAtom)?.kind).toBe('full');
    expect(await toggleSaved('vetdeals', deal, db)).toEqual({ ok: true, saved: true });
    expect(appStore.get(storageProblemAtom)).toBeNull();
  });
});
