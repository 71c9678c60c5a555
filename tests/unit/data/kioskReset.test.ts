/** The end of a kiosk visitor's session: what is wiped, what is kept, and where the kiosk goes. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorageKey, signOut } from '../../../src/data/authSession';
import { endKioskSession } from '../../../src/data/kioskReset';
import { KIOSK_DEFAULTS } from '../../../src/data/kioskSetting';
import { localDb, type OutboxEntry } from '../../../src/data/localDb';
import { highContrastAtom, textSizeAtom } from '../../../src/data/settings';
import { appStore } from '../../../src/data/store';

// Signing out is supabase-js's work; here it only has to be asked for.
vi.mock('../../../src/data/authSession', async (original) => ({
  ...(await original<typeof import('../../../src/data/authSession')>()),
  signOut: vi.fn(async () => true),
}));

const VISITOR = '88888888-8888-4888-8888-888888888888';
const kiosk = { ...KIOSK_DEFAULTS, textSize: 170, storageNoticeAcknowledged: true };
const waiting: OutboxEntry = {
  id: 'waits-for-its-owner',
  table: 'vet_deals',
  op: 'insert',
  payload: { title: 'Queued on the kiosk' },
  state: 'queued',
  attempts: 0,
  createdAt: '2026-03-01T12:00:00.000Z',
  nextAttemptAt: 0,
  owner: VISITOR,
};

let replace: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  vi.mocked(signOut).mockClear();
  replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
  localStorage.setItem(authStorageKey(), JSON.stringify({ user: { id: VISITOR } }));
  localStorage.setItem(`vethub.draft.${VISITOR}.contact_messages`, '{"message":"private"}');
  localStorage.setItem('vethub.cookieConsent', '1');
  localStorage.setItem('vethub.kiosk', JSON.stringify(kiosk));
  sessionStorage.setItem('vethub.search', 'benefits for my divorce');
  await localDb.saved.put({ list: 'services', id: 1, saved_at: '2026-03-01', record: { id: 1 } });
  await localDb.claims.put({
    id: 'claim',
    owner: VISITOR,
    kind: 'other',
    label: 'My claim',
    filedOn: '2026-01-10',
    step: 1,
    history: [],
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
  });
  await localDb.outbox.put(waiting);
  await localDb.services.put({ id: 1, updated_at: '2026-01-01T00:00:00Z', name: 'Shared' });
  appStore.set(textSizeAtom, 110);
  appStore.set(highContrastAtom, true);
});

afterEach(async () => {
  await Promise.all(localDb.tables.map((table) => table.clear()));
  localStorage.clear();
  sessionStorage.clear();
});

describe('ending a kiosk visitor’s session', () => {
  it('wipes what the visitor saved, tracked and typed, and keeps the shared lists and the queue', async () => {
    await endKioskSession(kiosk);
    expect(await localDb.saved.count()).toBe(0);
    expect(await localDb.claims.count()).toBe(0);
    expect(localStorage.getItem(`vethub.draft.${VISITOR}.contact_messages`)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(await localDb.services.count()).toBe(1);
    expect(await localDb.outbox.get(waiting.id)).toEqual(waiting);
    expect(localStorage.getItem('vethub.cookieConsent')).toBe('1');
  });

  it('keeps the kiosk’s setting, with the staff’s acknowledgement of the storage notice', async () => {
    await endKioskSession(kiosk);
    expect(JSON.parse(localStorage.getItem('vethub.kiosk') ?? 'null')).toEqual(kiosk);
  });

  it('signs the visitor out and removes their stored session', async () => {
    await endKioskSession(kiosk);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(authStorageKey())).toBeNull();
  });

  it('removes the stored session even when signing out fails', async () => {
    vi.mocked(signOut).mockRejectedValueOnce(new Error('supabase-js could not load'));
    await endKioskSession(kiosk);
    expect(localStorage.getItem(authStorageKey())).toBeNull();
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('asks for no sign-out when nobody was signed in', async () => {
    localStorage.removeItem(authStorageKey());
    await endKioskSession(kiosk);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('puts the display back to the kiosk’s text size and normal contrast, then starts over at the home page', async () => {
    await endKioskSession(kiosk);
    expect(appStore.get(textSizeAtom)).toBe(170);
    expect(appStore.get(highContrastAtom)).toBe(false);
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('starts the next visitor in the kiosk’s language, whatever the last one switched to', async () => {
    localStorage.setItem('vethub.language', '"en"');
    await endKioskSession({ ...kiosk, language: 'es' });
    expect(replace).toHaveBeenCalledWith('/es/');
    expect(localStorage.getItem('vethub.language')).toBe('"es"');
    // The kiosk's language is not a visitor's choice for any account.
    expect(localStorage.getItem('vethub.languageForAccount')).toBe('false');
  });
});
