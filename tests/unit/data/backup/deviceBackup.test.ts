/** The device backup file: a round trip, the preview, and files refused with nothing changed. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStateAtom } from '../../../../src/data/authSession';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  MAX_BACKUP_BYTES,
  readBackup,
  type Backup,
} from '../../../../src/data/backup/backupFile';
import {
  backupOfDevice,
  planRestore,
  restoreBackup,
} from '../../../../src/data/backup/restoreBackup';
import { VetHubDb, type ClaimRecord, type SavedItem } from '../../../../src/data/localDb';
import {
  deadlineRemindersAtom,
  highContrastAtom,
  textSizeAtom,
} from '../../../../src/data/settings';
import { appStore } from '../../../../src/data/store';

const VETERAN = '44444444-4444-4444-8444-444444444444';
const OTHER = '55555555-5555-4555-8555-555555555555';
const signIn = (id: string) =>
  appStore.set(authStateAtom, { status: 'signedIn', user: { id, email: null } });

const claim = (id: string, updatedAt: string, label = 'Knee and hearing'): ClaimRecord => ({
  id,
  kind: 'compensation',
  label,
  filedOn: '2026-01-10',
  step: 3,
  history: [
    { on: '2026-01-10', step: 5, recordedAt: '2026-01-10T10:00:00.000Z' },
    { on: '2026-02-10', step: 3, note: 'More evidence', recordedAt: '2026-02-10T10:00:00.000Z' },
  ],
  startDates: { intentToFile: '2025-12-01' },
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt,
});

const saved = (id: number): SavedItem => ({
  list: 'vetdeals',
  id,
  saved_at: '2026-03-01T12:00:00.000Z',
  record: { id, title: `Deal ${id}`, discount: '10% off' },
});

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const C = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

let db: VetHubDb;
beforeEach(() => {
  db = new VetHubDb(`backup-${crypto.randomUUID()}`);
  signIn(VETERAN);
});
afterEach(async () => {
  appStore.set(authStateAtom, { status: 'signedOut' });
  appStore.set(textSizeAtom, 100);
  appStore.set(highContrastAtom, false);
  appStore.set(deadlineRemindersAtom, false);
  await db.delete();
});

async function fileOfDevice(): Promise<string> {
  return JSON.stringify(await backupOfDevice(db, new Date('2026-11-20T09:00:00Z')));
}

function parsed(text: string): Backup {
  const read = readBackup(text);
  if (!read.ok) throw new Error(`refused: ${JSON.stringify(read.problem)}`);
  return read.backup;
}

describe('a backup file', () => {
  it('carries claims, saved items and settings to a wiped device', async () => {
    await db.claims.add({ ...claim(A, '2026-02-10T10:00:00.000Z'), owner: VETERAN });
    await db.claims.add({ ...claim(B, '2026-02-10T10:00:00.000Z', 'Not mine'), owner: OTHER });
    await db.saved.bulkAdd([saved(1), saved(2)]);
    appStore.set(textSizeAtom, 150);
    appStore.set(highContrastAtom, true);
    appStore.set(deadlineRemindersAtom, true);
    const text = await fileOfDevice();
    const backup = parsed(text);
    expect(backup).toMatchObject({ format: BACKUP_FORMAT, version: BACKUP_VERSION });
    // Only the reader's own claims leave the device, and without whose they were.
    expect(backup.claims.map((c) => c.label)).toEqual(['Knee and hearing']);
    expect(backup.claims[0]).not.toHaveProperty('owner');

    await db.delete();
    db = new VetHubDb(`backup-${crypto.randomUUID()}`);
    appStore.set(textSizeAtom, 100);
    appStore.set(highContrastAtom, false);
    appStore.set(deadlineRemindersAtom, false);
    const done = await restoreBackup(parsed(text), db);
    expect(done).toMatchObject({ claimsAdded: 1, savedAdded: 2, savedAlready: 0 });
    const back = await db.claims.get(A);
    expect(back).toEqual({ ...claim(A, '2026-02-10T10:00:00.000Z'), owner: VETERAN });
    expect((await db.saved.toArray()).map((s) => s.record)).toEqual([
      saved(1).record,
      saved(2).record,
    ]);
    expect(appStore.get(textSizeAtom)).toBe(150);
    expect(appStore.get(highContrastAtom)).toBe(true);
    expect(appStore.get(deadlineRemindersAtom)).toBe(true);
  });

  it('previews first, changes nothing until restored, and keeps what is newer here', async () => {
    await db.claims.add({ ...claim(A, '2026-02-10T10:00:00.000Z', 'Old here'), owner: VETERAN });
    await db.claims.add({ ...claim(B, '2026-05-01T10:00:00.000Z', 'Newer here'), owner: VETERAN });
    await db.saved.add(saved(1));
    const file: Backup = {
      ...parsed(await fileOfDevice()),
      claims: [
        claim(A, '2026-03-01T10:00:00.000Z', 'Newer in file'),
        claim(B, '2026-04-01T10:00:00.000Z', 'Older in file'),
        claim(C, '2026-04-01T10:00:00.000Z', 'Only in file'),
      ],
      saved: [saved(1), saved(2)],
    };
    const plan = await planRestore(file, db);
    expect(plan).toMatchObject({
      claimsAdded: 1,
      claimsReplaced: 1,
      claimsKept: 1,
      savedAdded: 1,
      savedAlready: 1,
    });
    expect((await db.claims.get(A))?.label).toBe('Old here');
    expect(await db.claims.count()).toBe(2);

    await restoreBackup(file, db);
    expect((await db.claims.get(A))?.label).toBe('Newer in file');
    expect((await db.claims.get(B))?.label).toBe('Newer here');
    expect((await db.claims.get(C))?.label).toBe('Only in file');
    expect(await db.saved.count()).toBe(2);
    // Restoring the same file again adds nothing.
    expect(await restoreBackup(file, db)).toMatchObject({ claimsAdded: 0, savedAdded: 0 });
    expect(await db.claims.count()).toBe(3);
  });

  it('never replaces another person’s claim on a shared device', async () => {
    await db.claims.add({ ...claim(A, '2026-01-10T10:00:00.000Z', 'Theirs'), owner: OTHER });
    const file: Backup = {
      ...parsed(await fileOfDevice()),
      claims: [claim(A, '2026-06-01T10:00:00.000Z', 'Mine')],
    };
    await restoreBackup(file, db);
    expect(await db.claims.get(A)).toMatchObject({ label: 'Theirs', owner: OTHER });
    const mine = (await db.claims.toArray()).filter((c) => c.owner === VETERAN);
    expect(mine.map((c) => c.label)).toEqual(['Mine']);
  });
});

describe('a file that is refused', () => {
  const good = async () => JSON.parse(await fileOfDevice()) as Record<string, unknown>;

  it('is not a VetHub backup: not JSON, another JSON, the claims-only export', async () => {
    expect(readBackup('\u0089PNG\r\n')).toEqual({ ok: false, problem: { kind: 'not-vethub' } });
    expect(readBackup('[1,2]')).toEqual({ ok: false, problem: { kind: 'not-vethub' } });
    expect(readBackup('null')).toEqual({ ok: false, problem: { kind: 'not-vethub' } });
    const claimsExport = { exported_at: '2026-11-20T09:00:00Z', source: 'VetHub', claims: [] };
    expect(readBackup(JSON.stringify(claimsExport))).toMatchObject({
      problem: { kind: 'not-vethub' },
    });
    expect(readBackup(JSON.stringify({ ...(await good()), format: 'other-app' }))).toMatchObject({
      problem: { kind: 'not-vethub' },
    });
  });

  it('comes from a newer VetHub', async () => {
    expect(readBackup(JSON.stringify({ ...(await good()), version: 2 }))).toEqual({
      ok: false,
      problem: { kind: 'newer', version: 2 },
    });
  });

  it('is damaged, and names where', async () => {
    await db.claims.add({ ...claim(A, '2026-02-10T10:00:00.000Z'), owner: VETERAN });
    const file = await good();
    const claims = file.claims as Record<string, unknown>[];
    const withClaim = (change: Record<string, unknown>) =>
      readBackup(JSON.stringify({ ...file, claims: [{ ...claims[0], ...change }] }));
    expect(withClaim({ step: 9 })).toEqual({
      ok: false,
      problem: { kind: 'damaged', where: 'claims.0.step' },
    });
    expect(withClaim({ filedOn: 'last May' })).toMatchObject({
      problem: { kind: 'damaged', where: 'claims.0.filedOn' },
    });
    expect(withClaim({ id: 'not-an-id' })).toMatchObject({ problem: { kind: 'damaged' } });
    expect(readBackup(JSON.stringify({ ...file, version: 0 }))).toMatchObject({
      problem: { kind: 'damaged', where: 'version' },
    });
    expect(readBackup(JSON.stringify({ ...file, settings: { textSize: 900 } }))).toMatchObject({
      problem: { kind: 'damaged', where: 'settings.textSize' },
    });
    const cut = JSON.stringify(file).slice(0, -10);
    expect(readBackup(cut)).toEqual({ ok: false, problem: { kind: 'not-vethub' } });
  });

  it('is too large to be one', () => {
    expect(readBackup(' '.repeat(MAX_BACKUP_BYTES + 1))).toEqual({
      ok: false,
      problem: { kind: 'too-large' },
    });
  });
});
