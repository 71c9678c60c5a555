/**
 * The claim tracker's records in the on-device database (Dexie `claims`). Nothing here talks to
 * a server: a claim leaves the device only when the veteran exports it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type ClaimRecord, type VetHubDb } from './localDb';

export function useClaimRecords(db: VetHubDb = localDb): ClaimRecord[] | undefined {
  return useLiveQuery(() => db.claims.orderBy('updatedAt').reverse().toArray(), [db]);
}

export async function storeClaim(claim: ClaimRecord, db: VetHubDb = localDb): Promise<void> {
  await db.claims.add(claim);
}

/** Reads, changes and writes one claim in one transaction, so two tabs cannot interleave. */
export function changeClaim(
  id: string,
  change: (claim: ClaimRecord) => ClaimRecord,
  db: VetHubDb = localDb,
): Promise<ClaimRecord> {
  return db.transaction('rw', db.claims, async () => {
    const claim = await db.claims.get(id);
    if (!claim) throw new Error('This claim is no longer on this device.');
    const changed = change(claim);
    await db.claims.put(changed);
    return changed;
  });
}

export async function removeClaim(id: string, db: VetHubDb = localDb): Promise<void> {
  await db.claims.delete(id);
}
