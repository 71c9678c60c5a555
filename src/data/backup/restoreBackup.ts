/**
 * A backup file against what the device holds: first what restoring would do (the preview the
 * person confirms), then the restore itself, in one transaction. Nothing the device holds is
 * lost: a claim changed more recently here than in the file, and an item already saved, stay as
 * they are. Claims become the current person's (guest or account), as if typed in here.
 */
import { claimsChanged } from '../claimsStore';
import { currentOwner } from '../deviceOwner';
import { localDb, type ClaimRecord, type VetHubDb } from '../localDb';
import { deadlineRemindersAtom, highContrastAtom, textSizeAtom } from '../settings';
import { appStore } from '../store';
import { makeBackup, type Backup, type BackupSettings } from './backupFile';

export interface RestorePlan {
  claimsAdded: number;
  /** The file's copy is newer than the device's: it replaces it. */
  claimsReplaced: number;
  /** The device's copy is as new or newer: it stays. */
  claimsKept: number;
  savedAdded: number;
  savedAlready: number;
  settings: BackupSettings;
}

type ClaimFate = 'add' | 'replace' | 'keep';

function claimFate(incoming: Backup['claims'][number], here: ClaimRecord | undefined): ClaimFate {
  if (!here) return 'add';
  return incoming.updatedAt > here.updatedAt ? 'replace' : 'keep';
}

/** The device's own claims, saved items and settings as a backup. */
export async function backupOfDevice(db: VetHubDb = localDb, now = new Date()): Promise<Backup> {
  const owner = currentOwner();
  const [claims, saved] = await Promise.all([
    db.claims.filter((c) => c.owner === owner).toArray(),
    db.saved.toArray(),
  ]);
  const settings: BackupSettings = {
    textSize: appStore.get(textSizeAtom),
    highContrast: appStore.get(highContrastAtom),
    deadlineReminders: appStore.get(deadlineRemindersAtom),
  };
  return makeBackup(claims, saved, settings, now);
}

/** Another person's claim with the same id (a shared device) is never touched: it is "not here". */
async function ownClaimsById(ids: string[], db: VetHubDb) {
  const owner = currentOwner();
  const found = await db.claims.bulkGet(ids);
  return new Map(
    found.filter((c): c is ClaimRecord => c?.owner === owner).map((c) => [c.id, c] as const),
  );
}

export async function planRestore(backup: Backup, db: VetHubDb = localDb): Promise<RestorePlan> {
  const here = await ownClaimsById(
    backup.claims.map((c) => c.id),
    db,
  );
  const fates = backup.claims.map((c) => claimFate(c, here.get(c.id)));
  const savedHere = await db.saved.bulkGet(backup.saved.map((s) => [s.list, s.id]));
  const savedAlready = savedHere.filter(Boolean).length;
  return {
    claimsAdded: fates.filter((f) => f === 'add').length,
    claimsReplaced: fates.filter((f) => f === 'replace').length,
    claimsKept: fates.filter((f) => f === 'keep').length,
    savedAdded: backup.saved.length - savedAlready,
    savedAlready,
    settings: backup.settings,
  };
}

/** Restores the file; what it did is the plan, read again inside the transaction. */
export async function restoreBackup(backup: Backup, db: VetHubDb = localDb): Promise<RestorePlan> {
  const owner = currentOwner();
  const plan = await db.transaction('rw', db.claims, db.saved, async () => {
    const done = await planRestore(backup, db);
    const here = await ownClaimsById(
      backup.claims.map((c) => c.id),
      db,
    );
    const taken = new Set(
      (await db.claims.bulkGet(backup.claims.map((c) => c.id)))
        .filter((c): c is ClaimRecord => c !== undefined && c.owner !== owner)
        .map((c) => c.id),
    );
    const claims = backup.claims
      .filter((c) => claimFate(c, here.get(c.id)) !== 'keep')
      // A claim id someone else on this device holds gets a new id rather than replacing theirs.
      .map((c) => ({ ...c, id: taken.has(c.id) ? crypto.randomUUID() : c.id, owner }));
    await db.claims.bulkPut(claims);
    const savedHere = await db.saved.bulkGet(backup.saved.map((s) => [s.list, s.id]));
    await db.saved.bulkAdd(backup.saved.filter((_, i) => !savedHere[i]));
    return done;
  });
  claimsChanged();
  const { textSize, highContrast, deadlineReminders } = backup.settings;
  if (textSize !== undefined) appStore.set(textSizeAtom, textSize);
  if (highContrast !== undefined) appStore.set(highContrastAtom, highContrast);
  if (deadlineReminders !== undefined) appStore.set(deadlineRemindersAtom, deadlineReminders);
  return plan;
}
