/**
 * Clearing what is personal from this device: "Also clear this device" at sign-out, and the
 * kiosk's reset between visitors. Outbox entries are never cleared here: queued work is kept for
 * its owner and sent when they sign in again (decision 17). The shared mirror stays.
 */
import { clearProfile } from './authProfile';
import { CALCULATOR_STORAGE_KEY } from './calculatorKey';
import { claimMetaKeys, isClaimMetaKey } from './claimsStore';
import { isOpenedKey } from './sync/openedRows';
import { GUEST } from './ownerNames';
import { localDb, type VetHubDb } from './localDb';

const DRAFT_PREFIX = 'vethub.draft.';

/** What "Also clear this device" removes, in the words the sign-out dialog shows. */
export const CLEARED_AT_SIGN_OUT = [
  'Saved items (deals, articles, services and jobs)',
  'Your claim tracker',
  'Drafts of forms you had started',
  'What you typed into the claim calculator',
  'The copy of your profile kept for offline use (VetHub keeps no search history)',
] as const;

function removeStorageKeys(matches: (key: string) => boolean): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    for (const key of keys.filter(matches)) localStorage.removeItem(key);
    // Where the sign-in was heading and what the search box held: this tab's only.
    sessionStorage.clear();
  } catch {
    // Storage is blocked: nothing of it was kept either.
  }
}

/**
 * Clears one person's data: all saved items (they are the device's, not an account's), that
 * person's and the guest's claims, drafts and chosen pictures, the calculator, the cached profile
 * and which listings were opened (the listings themselves stay, as any visitor's would).
 */
export async function clearPersonalData(owner: string, db: VetHubDb = localDb): Promise<void> {
  const owners = new Set([owner, GUEST]);
  await db.transaction('rw', [db.saved, db.claims, db.imageDrafts, db.meta], async () => {
    await db.saved.clear();
    await db.claims.filter((claim) => owners.has(claim.owner ?? GUEST)).delete();
    // The account keeps its copy; this device forgets that it was chosen here.
    await db.meta.bulkDelete(claimMetaKeys(owner));
    await db.meta.filter((entry) => isOpenedKey(entry.key)).delete();
    await db.imageDrafts
      .where('owner')
      .anyOf([...owners])
      .delete();
  });
  removeStorageKeys(
    (key) =>
      key === CALCULATOR_STORAGE_KEY ||
      [...owners].some((who) => key.startsWith(`${DRAFT_PREFIX}${who}.`)),
  );
  clearProfile();
}

/** The kiosk's reset: everybody's claims and drafts go too, as nobody stays on a kiosk. */
export async function clearEveryonesPersonalData(db: VetHubDb = localDb): Promise<void> {
  await db.transaction('rw', [db.saved, db.claims, db.imageDrafts, db.meta], async () => {
    await db.saved.clear();
    await db.claims.clear();
    await db.meta.filter((entry) => isClaimMetaKey(entry.key) || isOpenedKey(entry.key)).delete();
    await db.imageDrafts.clear();
  });
  removeStorageKeys((key) => key === CALCULATOR_STORAGE_KEY || key.startsWith(DRAFT_PREFIX));
  clearProfile();
}
