/**
 * The claim tracker on the account (issue 36, item 5): each person reads and writes only their
 * own claims; another role, a forged owner, a replay, a malformed or oversized claim are refused
 * with a reason, and the others' rows stay as they were.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { authStateAtom } from '../../src/data/authSession';
import { syncClaimsWithAccount } from '../../src/data/claimsAccountSync';
import { deleteOwnClaim } from '../../src/data/claimsStore';
import { VetHubDb } from '../../src/data/localDb';
import { appStore } from '../../src/data/store';
import { signUp } from '../../supabase/local/tests/support/authHelpers';
import { anonClient, uniqueEmail } from '../../supabase/local/tests/support/clients';

async function person(prefix: string) {
  const { client, user } = await signUp(uniqueEmail(prefix), { firstName: 'Sam' });
  return { client, id: user.id };
}

function row(id = crypto.randomUUID(), label = 'Knee and hearing', updatedAt = new Date()) {
  const at = updatedAt.toISOString();
  return {
    id,
    claim: {
      id,
      kind: 'compensation' as const,
      label,
      filedOn: '2026-01-10',
      step: 3,
      history: [{ on: '2026-01-10', step: 3, recordedAt: at }],
      startDates: { intentToFile: '2025-12-20' },
      createdAt: at,
      updatedAt: at,
    },
    updated_at: at,
  };
}

describe('claims kept on the account', () => {
  it('the owner keeps, changes and tombstones their own claims, and a replay changes nothing', async () => {
    const { client, id } = await person('tracker');
    const claim = row();
    const put = await client.from('tracked_claims').upsert(claim).select('user_id').single();
    expect(put.error).toBeNull();
    expect(put.data).toEqual({ user_id: id });
    // The same upsert again (a resend): still one row.
    expect((await client.from('tracked_claims').upsert(claim)).error).toBeNull();
    const changed = row(claim.id, 'Knee, hearing and back', new Date(Date.now() + 1000));
    expect((await client.from('tracked_claims').upsert(changed)).error).toBeNull();
    const mine = await client.from('tracked_claims').select('id, claim->>label, deleted_at');
    expect(mine.data).toEqual([
      { id: claim.id, label: 'Knee, hearing and back', deleted_at: null },
    ]);

    const gone = await client
      .from('tracked_claims')
      .update({ claim: {}, deleted_at: new Date().toISOString() })
      .eq('id', claim.id)
      .select('id');
    expect(gone.data).toHaveLength(1);
    expect((await client.from('tracked_claims').select('id')).data).toHaveLength(1);
    // "Remove my claims from my account": the owner's rows go.
    const removed = await client.from('tracked_claims').delete().eq('user_id', id).select('id');
    expect(removed.data).toEqual([{ id: claim.id }]);
    expect((await client.from('tracked_claims').select('id')).data).toEqual([]);
  });

  it('nobody else reads, changes or takes over another person’s claims', async () => {
    const owner = await person('tracker-owner');
    const other = await person('tracker-other');
    const claim = row();
    expect((await owner.client.from('tracked_claims').insert(claim)).error).toBeNull();

    expect((await other.client.from('tracked_claims').select('id')).data).toEqual([]);
    const changed = await other.client
      .from('tracked_claims')
      .update({ claim: { ...claim.claim, label: 'Taken' } })
      .eq('id', claim.id)
      .select('id');
    expect(changed.data).toEqual([]);
    const removed = await other.client.from('tracked_claims').delete().eq('id', claim.id).select();
    expect(removed.data).toEqual([]);
    // The same id as theirs: refused (the row is theirs), not merged into it.
    const sameId = await other.client.from('tracked_claims').upsert(row(claim.id, 'Taken'));
    expect(sameId.error).not.toBeNull();
    // A row written under the owner's id: refused by the policy.
    const forged = await other.client
      .from('tracked_claims')
      .insert({ ...row(), user_id: owner.id });
    expect(forged.status).toBe(403);
    const moved = await owner.client
      .from('tracked_claims')
      .update({ user_id: other.id } as never)
      .eq('id', claim.id);
    expect(moved.error).not.toBeNull();

    const anon = anonClient();
    expect((await anon.from('tracked_claims').select('id')).error?.message).toMatch(/denied/);
    expect((await anon.from('tracked_claims').insert(row())).status).toBe(401);

    const kept = await owner.client.from('tracked_claims').select('claim->>label').single();
    expect(kept.data).toEqual({ label: 'Knee and hearing' });
  });

  it('refuses a malformed, mismatched or oversized claim with a reason', async () => {
    const { client } = await person('tracker-bad');
    const claim = row();
    const notObject = await client.from('tracked_claims').insert({ ...claim, claim: [1, 2] });
    expect(notObject.status).toBe(400);
    expect(notObject.error?.message).toMatch(/tracked_claims_claim_object/);
    const otherId = await client
      .from('tracked_claims')
      .insert({ ...claim, claim: { ...claim.claim, id: crypto.randomUUID() } });
    expect(otherId.status).toBe(400);
    expect(otherId.error?.message).toMatch(/tracked_claims_claim_id/);
    const huge = await client
      .from('tracked_claims')
      .insert({ ...claim, claim: { ...claim.claim, label: 'x'.repeat(40_000) } });
    expect(huge.status).toBe(400);
    expect(huge.error?.message).toMatch(/tracked_claims_claim_size/);
    const noDate = await client.from('tracked_claims').insert({ ...claim, updated_at: 'soon' });
    expect(noDate.status).toBe(400);
    expect((await client.from('tracked_claims').select('id')).data).toEqual([]);
  });

  it('keeps at most 200 claims an account, and says so', async () => {
    const { client } = await person('tracker-many');
    const many = Array.from({ length: 200 }, () => row());
    expect((await client.from('tracked_claims').insert(many)).error).toBeNull();
    const more = await client.from('tracked_claims').insert(row());
    expect(more.status).toBe(400);
    expect(more.error?.message).toBe(
      'Your account already keeps 200 claims; delete some in the claim tracker first',
    );
  });
});

describe('two devices of one account', () => {
  it('a new phone gets the tracker back, and a deletion on one reaches the other', async () => {
    const { client, id } = await person('two-devices');
    const stranger = await person('two-devices-other');
    const laptop = new VetHubDb(`laptop-${crypto.randomUUID()}`);
    const phone = new VetHubDb(`phone-${crypto.randomUUID()}`);
    try {
      const { claim } = row();
      await laptop.claims.add({ ...claim, owner: id });
      await syncClaimsWithAccount(client, id, laptop);
      await syncClaimsWithAccount(client, id, phone);
      expect(await phone.claims.toArray()).toEqual([{ ...claim, owner: id }]);
      // Another account on the same phone gets nothing of it.
      const theirs = new VetHubDb(`theirs-${crypto.randomUUID()}`);
      await syncClaimsWithAccount(stranger.client, stranger.id, theirs);
      expect(await theirs.claims.count()).toBe(0);
      await theirs.delete();

      appStore.set(authStateAtom, { status: 'signedIn', user: { id, email: null } });
      await deleteOwnClaim(claim.id, phone);
      await syncClaimsWithAccount(client, id, phone);
      await syncClaimsWithAccount(client, id, laptop);
      expect(await laptop.claims.count()).toBe(0);
      const tomb = await client.from('tracked_claims').select('deleted_at').single();
      expect(tomb.data?.deleted_at).not.toBeNull();
    } finally {
      appStore.set(authStateAtom, { status: 'signedOut' });
      await laptop.delete();
      await phone.delete();
    }
  });
});
