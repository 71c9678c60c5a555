/** The kiosk setting's fallbacks and what clearing a device takes and keeps. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearEveryonesPersonalData, clearPersonalData } from '../../../../src/data/clearDevice';
import { isKioskDevice } from '../../../../src/data/kioskFlag';
import {
  KIOSK_DEFAULTS,
  readKioskState,
  writeKioskSetting,
} from '../../../../src/data/kioskSetting';
import { VetHubDb, type ClaimRecord, type OutboxEntry } from '../../../../src/data/localDb';

const ME = '66666666-6666-4666-8666-666666666666';
const OTHER = '77777777-7777-4777-8777-777777777777';

describe('the kiosk setting', () => {
  it('is normal mode when nothing is stored, and fills defaults for what is missing', () => {
    expect(readKioskState()).toEqual({ mode: 'normal' });
    expect(isKioskDevice()).toBe(false);
    localStorage.setItem('vethub.kiosk', JSON.stringify({ name: 'Front desk' }));
    expect(readKioskState()).toEqual({
      mode: 'kiosk',
      setting: {
        name: 'Front desk',
        idleMinutes: 3,
        textSize: 150,
        language: 'en',
        allowOpenHere: false,
        storageNoticeAcknowledged: false,
      },
      damaged: false,
    });
  });

  it.each([
    '{not json',
    '"kiosk"',
    JSON.stringify({ idleMinutes: 0.5 }),
    JSON.stringify({ textSize: 999 }),
    JSON.stringify({ language: 'fr' }),
  ])('stays a kiosk with the defaults when the stored value is damaged or tampered (%s)', (raw) => {
    localStorage.setItem('vethub.kiosk', raw);
    expect(isKioskDevice()).toBe(true);
    expect(readKioskState()).toEqual({ mode: 'kiosk', setting: KIOSK_DEFAULTS, damaged: true });
  });

  it('round-trips what an administrator saved', () => {
    const setting = {
      name: 'Library',
      idleMinutes: 5,
      textSize: 200,
      language: 'es' as const,
      allowOpenHere: true,
      storageNoticeAcknowledged: true,
    };
    expect(writeKioskSetting(setting)).toBe(true);
    expect(readKioskState()).toEqual({ mode: 'kiosk', setting, damaged: false });
  });
});

const claim = (id: string, owner: string): ClaimRecord => ({
  id,
  owner,
  kind: 'other',
  label: id,
  filedOn: '2026-01-10',
  step: 1,
  history: [],
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
});

const queued: OutboxEntry = {
  id: 'q1',
  table: 'vet_deals',
  op: 'insert',
  payload: { title: 'Waiting', owner_id: OTHER },
  state: 'queued',
  attempts: 0,
  createdAt: '2026-03-01T12:00:00.000Z',
  nextAttemptAt: 0,
  owner: OTHER,
};

let db: VetHubDb;
beforeEach(async () => {
  db = new VetHubDb(`clear-${crypto.randomUUID()}`);
  await db.saved.put({
    list: 'services',
    id: 1,
    saved_at: '2026-01-01T00:00:00Z',
    record: { id: 1 },
  });
  await db.claims.bulkPut([claim('mine', ME), claim('guest', 'guest'), claim('theirs', OTHER)]);
  await db.outbox.put(queued);
  await db.meta.bulkPut([
    { key: `claimsOnAccount:${ME}`, value: true },
    { key: `claimTombstones:${ME}`, value: [] },
    { key: `claimsOnAccount:${OTHER}`, value: true },
    { key: 'opened:services', value: [[1, Date.now()]] },
    { key: 'region', value: { states: ['TX'] } },
  ]);
  await db.services.put({ id: 1, updated_at: '2026-01-01T00:00:00Z', name: 'Shared' });
  localStorage.setItem(`vethub.draft.${ME}.contact_messages`, '{}');
  localStorage.setItem(`vethub.draft.${OTHER}.contact_messages`, '{}');
  localStorage.setItem('vethub.claimCalculator', '{}');
  localStorage.setItem('vethub.cookieConsent', '1');
  localStorage.setItem('vethub.profile', JSON.stringify({ id: ME }));
});
afterEach(async () => {
  await db.delete();
});

describe('clearing this device', () => {
  it('at sign-out removes saved items and my and the guest’s claims and drafts, keeping others’ and the queue', async () => {
    await clearPersonalData(ME, db);
    expect(await db.saved.count()).toBe(0);
    expect((await db.claims.toArray()).map((c) => c.id)).toEqual(['theirs']);
    expect(localStorage.getItem(`vethub.draft.${ME}.contact_messages`)).toBeNull();
    expect(localStorage.getItem(`vethub.draft.${OTHER}.contact_messages`)).toBe('{}');
    expect(localStorage.getItem('vethub.claimCalculator')).toBeNull();
    expect(localStorage.getItem('vethub.profile')).toBeNull();
    // The account keeps its copy of my claims; this device forgets I chose to keep them there.
    // What I opened goes too; the device's region (a setting, like text size) stays.
    expect((await db.meta.toArray()).map((m) => m.key)).toEqual([
      `claimsOnAccount:${OTHER}`,
      'region',
    ]);
    expect(await db.outbox.get('q1')).toEqual(queued);
    expect(await db.services.count()).toBe(1);
  });

  it('on a kiosk removes everybody’s personal data but keeps the queue, the mirror and the cookie choice', async () => {
    await clearEveryonesPersonalData(db);
    expect(await db.claims.count()).toBe(0);
    expect(await db.saved.count()).toBe(0);
    expect((await db.meta.toArray()).map((m) => m.key)).toEqual(['region']);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('vethub.draft.'))).toEqual([]);
    expect(localStorage.getItem('vethub.cookieConsent')).toBe('1');
    expect(await db.outbox.get('q1')).toEqual(queued);
    expect(await db.services.count()).toBe(1);
  });
});
