/**
 * Partner review (migration 20261123010000 and review_partner in …010300): a new partner is
 * unreviewed and their deals wait; approval makes them live at once; switching one's own
 * user_type to partner goes through the same review; suspension hides every listing without
 * deleting it; only admins decide, and only through review_partner().
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../scripts/seed/demoUsers';
import { expectRefused, insertAs, newPartner, publiclyVisible, rowAsService } from './adminHelpers';
import { signUp } from '../../supabase/local/tests/support/authHelpers';
import {
  anonClient,
  signedInClient,
  uniqueEmail,
} from '../../supabase/local/tests/support/clients';
import { setupActors, type Actors } from './rlsFixtures';

let actors: Actors;
let admin: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  actors = await setupActors();
  admin = actors.clients.admin;
  anon = anonClient();
});

async function partnerStatus(id: string) {
  return (await rowAsService('profiles', id)).partner_status;
}

describe('a new partner', () => {
  it('starts unreviewed, and their deal waits as pending out of public view', async () => {
    const partner = await newPartner();
    expect(await partnerStatus(partner.id)).toBe('unreviewed');
    const deal = await insertAs(partner.client, partner.id, 'vet_deals', { status: 'active' });
    expect(deal.status).toBe('pending');
    expect(await publiclyVisible(anon, 'vet_deals', deal.id)).toBe(false);
  });

  it('has their waiting deals go live the moment an admin approves them', async () => {
    const partner = await newPartner();
    const deal = await insertAs(partner.client, partner.id, 'vet_deals');
    const answer = await admin.rpc('review_partner', { user_id: partner.id, decision: 'approve' });
    expect(answer.error).toBeNull();
    expect(answer.data).toMatchObject({ partner_status: 'approved', deals_released: 1 });
    expect(await publiclyVisible(anon, 'vet_deals', deal.id)).toBe(true);
    // After approval a new deal is live at once, as the spec's success message says.
    const next = await insertAs(partner.client, partner.id, 'vet_deals');
    expect(next.status).toBe('active');
  });

  it('answers a second approval (a replay, or another admin) with who decided', async () => {
    const partner = await newPartner();
    expect(
      (await admin.rpc('review_partner', { user_id: partner.id, decision: 'approve' })).error,
    ).toBeNull();
    const again = await admin.rpc('review_partner', { user_id: partner.id, decision: 'approve' });
    expectRefused(again, 409, /already approved \(by admin@vethub\.test on /);
  });

  it('cannot approve or suspend themselves, by profile update or by the function', async () => {
    const partner = await newPartner();
    const update = await partner.client
      .from('profiles')
      .update({ partner_status: 'approved' })
      .eq('id', partner.id);
    expectRefused(update, 403, /Only partner review/);
    const call = await partner.client.rpc('review_partner', {
      user_id: partner.id,
      decision: 'approve',
    });
    expectRefused(call, 403, /Only an admin/);
    expect(await partnerStatus(partner.id)).toBe('unreviewed');
  });
});

describe('switching one’s own user_type to partner', () => {
  it('goes through review: the deal waits until an admin approves', async () => {
    const { client, user } = await signUp(uniqueEmail('switcher'), { user_type: 'veteran' });
    const switched = await client.auth.updateUser({ data: { user_type: 'partner' } });
    expect(switched.error).toBeNull();
    const profile = await rowAsService('profiles', user.id);
    expect([profile.user_type, profile.partner_status]).toEqual(['partner', 'unreviewed']);
    const deal = await insertAs(client, user.id, 'vet_deals');
    expect(deal.status).toBe('pending');
  });
});

describe('who may review partners', () => {
  it('refuses anon (401) and every non-admin role (403)', async () => {
    const target = actors.ids.otherPartner ?? '';
    expectRefused(await anon.rpc('review_partner', { user_id: target, decision: 'approve' }), 401);
    for (const role of ['veteran', 'partner', 'otherPartner'] as const) {
      const answer = await actors.clients[role].rpc('review_partner', {
        user_id: target,
        decision: 'approve',
      });
      expectRefused(answer, 403, /Only an admin/);
    }
  });

  it('refuses an admin’s direct profile update: review goes through the function', async () => {
    const partner = await newPartner();
    const update = await admin
      .from('profiles')
      .update({ partner_status: 'approved' })
      .eq('id', partner.id);
    expectRefused(update, 403);
  });

  it('answers a forged id with 404 and a malformed decision with 400', async () => {
    expectRefused(
      await admin.rpc('review_partner', {
        user_id: '00000000-0000-4000-a000-0000000000ff',
        decision: 'approve',
      }),
      404,
      /No such user/,
    );
    expectRefused(
      await admin.rpc('review_partner', { user_id: DEMO_USERS.veteran.id, decision: 'promote' }),
      400,
    );
    expectRefused(
      await admin.rpc('review_partner', { user_id: 'not-a-uuid', decision: 'approve' }),
      400,
    );
    expectRefused(
      await admin.rpc('review_partner', { user_id: DEMO_USERS.veteran.id, decision: 'approve' }),
      400,
      /not a partner/,
    );
  });
});

describe('suspension', () => {
  it('needs a reason, hides every listing, deletes nothing, and is undone by restore', async () => {
    const partner = await newPartner();
    await admin.rpc('review_partner', { user_id: partner.id, decision: 'approve' });
    const deal = await insertAs(partner.client, partner.id, 'vet_deals');
    const service = await insertAs(partner.client, partner.id, 'services');
    await admin.rpc('moderate', { tbl: 'services', item_id: service.id, action: 'approve' });
    expect(await publiclyVisible(anon, 'services', service.id)).toBe(true);

    expectRefused(
      await admin.rpc('review_partner', { user_id: partner.id, decision: 'suspend', reason: ' ' }),
      400,
      /A reason is required/,
    );
    const suspended = await admin.rpc('review_partner', {
      user_id: partner.id,
      decision: 'suspend',
      reason: 'Listed a business that does not exist',
    });
    expect(suspended.error).toBeNull();
    expect(await publiclyVisible(anon, 'vet_deals', deal.id)).toBe(false);
    expect(await publiclyVisible(anon, 'services', service.id)).toBe(false);
    const provider = await anon.rpc('service_provider', { p_id: service.id });
    expect(provider.error?.message).toBe('Listing not found');
    // Nothing deleted: the rows are still there, and the owner still sees their own.
    expect((await rowAsService('vet_deals', deal.id)).deleted_at).toBeNull();
    expect(await publiclyVisible(partner.client, 'vet_deals', deal.id)).toBe(true);
    // A suspended partner cannot post.
    const blocked = await partner.client
      .from('vet_deals')
      .insert({ owner_id: partner.id, slug: `s-${Date.now()}`, title: 'T', merchant: 'M' });
    expectRefused(blocked, 403, /suspended/);
    // Nor clear the flag on their own rows.
    const unflag = await partner.client
      .from('vet_deals')
      .update({ owner_suspended: false })
      .eq('id', deal.id);
    expectRefused(unflag, 403);

    const restored = await admin.rpc('review_partner', {
      user_id: partner.id,
      decision: 'restore',
    });
    expect(restored.error).toBeNull();
    expect(await publiclyVisible(anon, 'vet_deals', deal.id)).toBe(true);
    expect(await publiclyVisible(anon, 'services', service.id)).toBe(true);
  });
});

describe('the demo partners', () => {
  it('are approved, so the demo partner’s deal is live at once', async () => {
    expect(await partnerStatus(DEMO_USERS.partner.id)).toBe('approved');
    expect(await partnerStatus(DEMO_USERS.both.id)).toBe('approved');
    const partner = await signedInClient(DEMO_USERS.partner.email);
    const deal = await insertAs(partner, DEMO_USERS.partner.id, 'vet_deals');
    expect(deal.status).toBe('active');
  });
});
