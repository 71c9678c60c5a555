/**
 * The claim tracker's records, scoped to their owner (decision 17): each account, and the guest,
 * sees and changes only its own claims on a shared device.
 */
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { currentOwner, useCurrentOwner } from './deviceOwner';
import { localDb, type ClaimRecord, type VetHubDb } from './localDb';

const NOT_HERE = 'This claim is no longer on this device.';

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
}

/** Changes one of the owner's claims in one transaction; another person's claim is "not here". */
export function changeOwnClaim(
  id: string,
  change: (claim: ClaimRecord) => ClaimRecord,
  db: VetHubDb = localDb,
): Promise<ClaimRecord> {
  const owner = currentOwner();
  return db.transaction('rw', db.claims, async () => {
    const claim = await db.claims.get(id);
    if (claim?.owner !== owner) throw new Error(NOT_HERE);
    const changed = { ...change(claim), owner };
    await db.claims.put(changed);
    return changed;
  });
}

export async function deleteOwnClaim(id: string, db: VetHubDb = localDb): Promise<void> {
  const owner = currentOwner();
  await db.claims
    .where({ id })
    .and((claim) => claim.owner === owner)
    .delete();
}
