/**
 * The device's claims against the account's copy (tracked_claims): for each claim, the side that
 * changed it last wins, a deletion included (a tombstone on either side). Pure, so every case is
 * a unit test; claimsAccountSync.ts reads and writes both sides.
 */
import { storedClaimSchema } from './claimSchema';
import type { ClaimRecord } from './localDbTypes';

/** A row of public.tracked_claims as the owner reads it. */
export interface AccountClaimRow {
  id: string;
  claim: unknown;
  updated_at: string;
  deleted_at: string | null;
}

/** A claim deleted on this device while signed in: when, so the account deletes it too. */
export interface ClaimTombstone {
  id: string;
  deletedAt: string;
}

export interface ClaimsMerge {
  putLocal: Omit<ClaimRecord, 'owner'>[];
  deleteLocal: ClaimTombstone[];
  upsertRemote: AccountClaimRow[];
}

const time = (iso: string) => Date.parse(iso);

export function mergeClaims(
  local: readonly ClaimRecord[],
  tombstones: readonly ClaimTombstone[],
  remote: readonly AccountClaimRow[],
): ClaimsMerge {
  const merge: ClaimsMerge = { putLocal: [], deleteLocal: [], upsertRemote: [] };
  const here = new Map(local.map((c) => [c.id, c]));
  const gone = new Map(tombstones.map((t) => [t.id, t.deletedAt]));
  const there = new Map(remote.map((r) => [r.id, r]));
  for (const id of new Set([...here.keys(), ...gone.keys(), ...there.keys()])) {
    const claim = here.get(id);
    const deletedAt = claim ? undefined : gone.get(id);
    const row = there.get(id);
    const localTime = claim ? time(claim.updatedAt) : deletedAt ? time(deletedAt) : -Infinity;
    const remoteTime = row ? time(row.deleted_at ?? row.updated_at) : -Infinity;
    if (localTime > remoteTime) {
      if (claim) {
        // Whose it is on this device is the row's user_id on the account.
        const stored: Partial<ClaimRecord> = { ...claim };
        delete stored.owner;
        merge.upsertRemote.push({
          id,
          claim: stored,
          updated_at: claim.updatedAt,
          deleted_at: null,
        });
      } else if (deletedAt) {
        merge.upsertRemote.push({ id, claim: {}, updated_at: deletedAt, deleted_at: deletedAt });
      }
    } else if (row && remoteTime > localTime) {
      if (row.deleted_at) {
        if (claim) merge.deleteLocal.push({ id, deletedAt: row.deleted_at });
        continue;
      }
      // A row this version cannot read (damaged, or from a newer app) is left alone, not lost.
      const parsed = storedClaimSchema.safeParse(row.claim);
      if (parsed.success && parsed.data.id === id) merge.putLocal.push(parsed.data);
    }
  }
  return merge;
}
