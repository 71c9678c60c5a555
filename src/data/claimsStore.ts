/**
 * The claim tracker's records, scoped to their owner (decision 17): each account, and the guest,
 * sees and changes only its own claims on a shared device.
 */
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ClaimTombstone } from './claimsMerge';
import { currentOwner, GUEST, useCurrentOwner } from './deviceOwner';
import { localDb, type ClaimRecord, type VetHubDb } from './localDb';
import { t } from './words';

/** The owner's claims, most recently changed first; undefined while loading. */
export function useOwnClaims(db: VetHubDb = localDb): ClaimRecord[] | undefined {
  const owner = useCurrentOwner();
  return useLiveQuery(
    () =>
      db.claims
        .where('[owner+updatedAt]')
        .between([owner, Dexie.minKey], [owner, Dexie.maxKey])
        .reverse()
        .toArray(),
    [db, owner],
  );
}

export async function addOwnClaim(claim: ClaimRecord, db: VetHubDb = localDb): Promise<void> {
  await db.claims.add({ ...claim, owner: currentOwner() });
  claimsChanged();
}

/** Changes one of the owner's claims in one transaction; another person's claim is "not here". */
export function changeOwnClaim(
  id: string,
  change: (claim: ClaimRecord) => ClaimRecord,
  db: VetHubDb = localDb,
): Promise<ClaimRecord> {
  const owner = currentOwner();
  return db
    .transaction('rw', db.claims, async () => {
      const claim = await db.claims.get(id);
      if (claim?.owner !== owner) throw new Error(t('data.claims.notHere'));
      const changed = { ...change(claim), owner };
      await db.claims.put(changed);
      return changed;
    })
    .then((changed) => {
      claimsChanged();
      return changed;
    });
}

export async function deleteOwnClaim(id: string, db: VetHubDb = localDb): Promise<void> {
  const owner = currentOwner();
  await db.transaction('rw', db.claims, db.meta, async () => {
    const deleted = await db.claims
      .where({ id })
      .and((claim) => claim.owner === owner)
      .delete();
    // A signed-in person's account keeps the claim too: it learns of the deletion from this.
    if (deleted && owner !== GUEST) {
      const tombstones = await readTombstones(owner, db);
      tombstones.push({ id, deletedAt: new Date().toISOString() });
      await db.meta.put({ key: tombstoneKey(owner), value: tombstones });
    }
  });
  claimsChanged();
}

const tombstoneKey = (owner: string) => `claimTombstones:${owner}`;
/** Whether this device keeps the owner's claims on their account (claimsAccountSync.ts). */
export const accountChoiceKey = (owner: string) => `claimsOnAccount:${owner}`;

/** What this device notes about an owner's claims and their account, for clearing. */
export const claimMetaKeys = (owner: string) => [tombstoneKey(owner), accountChoiceKey(owner)];
export const isClaimMetaKey = (key: string) => /^(claimTombstones|claimsOnAccount):/.test(key);

/** The claims this owner deleted on this device that the account has not yet heard of. */
export async function readTombstones(owner: string, db: VetHubDb = localDb) {
  const entry = await db.meta.get(tombstoneKey(owner));
  return Array.isArray(entry?.value) ? (entry.value as ClaimTombstone[]) : [];
}

/** Keeps only the tombstones the account has not yet been told of. */
export async function forgetTombstones(owner: string, told: ReadonlySet<string>, db: VetHubDb) {
  const left = (await readTombstones(owner, db)).filter((t) => !told.has(t.id));
  await db.meta.put({ key: tombstoneKey(owner), value: left });
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called after every change to a claim, so the account's copy can follow. */
export function onClaimsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function claimsChanged(): void {
  for (const listener of listeners) listener();
}
