/**
 * Reviews of services: only verified veterans write them, one each per service; the database
 * keeps the service's review_count and publishes its rating from the third review; the owner
 * replies once; nobody forges a reviewer, a name, a count or a rating.
 */
import { describe, expect, it } from 'vitest';
import { signUp } from '../../supabase/local/tests/support/authHelpers';
import {
  anonClient,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from '../../supabase/local/tests/support/clients';
import { liveService, PARTNER_ID, verifiedVeteran } from './reviewHelpers';

async function serviceStats(id: number) {
  const { data } = await serviceClient()
    .from('services')
    .select('rating, review_count, status')
    .eq('id', id)
    .single();
  return data as { rating: number | null; review_count: number; status: string };
}

describe('service reviews', () => {
  it('a verified veteran reviews once; the count follows and the rating shows from the third', async () => {
    const id = await liveService();
    const first = await verifiedVeteran('dana', 'whitfield');
    const written = await first
      .from('service_reviews')
      .insert({ service_id: id, rating: 5, body: '  Helped me file my claim.  ' })
      .select('reviewer_name, rating, body, owner_reply')
      .single();
    expect(written.error).toBeNull();
    expect(written.data).toEqual({
      reviewer_name: 'dana W.',
      rating: 5,
      body: 'Helped me file my claim.',
      owner_reply: null,
    });
    expect(await serviceStats(id)).toEqual({ rating: null, review_count: 1, status: 'active' });

    const again = await first.from('service_reviews').insert({ service_id: id, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(
      'You have already reviewed this service. Edit your review instead.',
    );

    await (await verifiedVeteran()).from('service_reviews').insert({ service_id: id, rating: 4 });
    await (await verifiedVeteran()).from('service_reviews').insert({ service_id: id, rating: 4 });
    expect(await serviceStats(id)).toEqual({ rating: 4.3, review_count: 3, status: 'active' });

    // Editing changes the rating; deleting one takes it below three, and the rating goes.
    const edit = await first
      .from('service_reviews')
      .update({ rating: 2 })
      .eq('service_id', id)
      .select('rating');
    expect(edit.data).toEqual([{ rating: 2 }]);
    expect((await serviceStats(id)).rating).toBe(3.3);
    const removed = await first.from('service_reviews').delete().eq('service_id', id).select('id');
    expect(removed.data).toHaveLength(1);
    expect(await serviceStats(id)).toEqual({ rating: null, review_count: 2, status: 'active' });

    // Anyone reads the reviews of a live service.
    const { data: read } = await anonClient()
      .from('service_reviews')
      .select('reviewer_name, rating')
      .eq('service_id', id);
    expect(read).toHaveLength(2);
  });

  it('refuses unverified accounts, anonymous visitors, the owner, hidden services and bad input, with reasons', async () => {
    const id = await liveService();
    const { client: unverified } = await signUp(uniqueEmail('unverified'), { firstName: 'Sam' });
    const refused = await unverified.from('service_reviews').insert({ service_id: id, rating: 5 });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(
      'Only verified veterans can review a service. Verify your veteran status from your dashboard first.',
    );
    const anon = await anonClient().from('service_reviews').insert({ service_id: id, rating: 5 });
    expect(anon.error).not.toBeNull();

    const partner = await signedInClient('partner@vethub.test');
    await serviceClient().from('profiles').update({ verified_veteran: true }).eq('id', PARTNER_ID);
    try {
      const own = await partner.from('service_reviews').insert({ service_id: id, rating: 5 });
      expect(own.error?.message).toBe('You cannot review your own service.');
    } finally {
      await serviceClient()
        .from('profiles')
        .update({ verified_veteran: false })
        .eq('id', PARTNER_ID);
    }

    const veteran = await verifiedVeteran();
    const pending = await liveService({ status: 'pending' });
    const hidden = await veteran.from('service_reviews').insert({ service_id: pending, rating: 5 });
    expect(hidden.status).toBe(404);
    expect(hidden.error?.message).toBe('No live service with this id');
    const missing = await veteran
      .from('service_reviews')
      .insert({ service_id: 2_000_000_000, rating: 5 });
    expect(missing.status).toBe(404);

    for (const rating of [0, 6, -1]) {
      const bad = await veteran.from('service_reviews').insert({ service_id: id, rating });
      expect(bad.status).toBe(400);
      expect(bad.error?.message).toBe('Choose a rating from 1 to 5 stars.');
    }
    const fraction = await veteran.from('service_reviews').insert({ service_id: id, rating: 2.5 });
    expect(fraction.status).toBe(400);
    const long = await veteran
      .from('service_reviews')
      .insert({ service_id: id, rating: 4, body: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.error?.message).toBe('A review can be at most 1,000 characters.');
    expect(await serviceStats(id)).toEqual({ rating: null, review_count: 0, status: 'active' });
  });

  it('nobody forges a reviewer, a name, a reply, a count or a rating', async () => {
    const id = await liveService();
    const veteran = await verifiedVeteran('Lee', 'Park');
    const other = await verifiedVeteran('Robin', 'Cole');
    const { data: otherUser } = await other.auth.getUser();
    const forged = await veteran.from('service_reviews').insert({
      service_id: id,
      rating: 5,
      reviewer_id: otherUser.user?.id,
      reviewer_name: 'Someone famous',
    });
    expect(forged.error).not.toBeNull();
    const ok = await veteran
      .from('service_reviews')
      .insert({ service_id: id, rating: 5 })
      .select('id, reviewer_name')
      .single();
    expect(ok.data?.reviewer_name).toBe('Lee P.');
    const reviewId = (ok.data as { id: number }).id;

    const selfReply = await veteran
      .from('service_reviews')
      .update({ owner_reply: 'Thanks, me' })
      .eq('id', reviewId);
    expect(selfReply.error?.message).toBe("Only the service's owner can reply.");
    const notMine = await other
      .from('service_reviews')
      .update({ rating: 1 })
      .eq('id', reviewId)
      .select('id');
    expect(notMine.data).toEqual([]);
    const stolen = await other.from('service_reviews').delete().eq('id', reviewId).select('id');
    expect(stolen.data).toEqual([]);

    const counts = await veteran
      .from('services')
      .update({ rating: 5, review_count: 99 })
      .eq('id', id)
      .select('id');
    expect(counts.data).toEqual([]);
    // Not even the service's owner sets them.
    const partner = await signedInClient('partner@vethub.test');
    for (const change of [{ rating: 5 }, { review_count: 99 }]) {
      const own = await partner.from('services').update(change).eq('id', id);
      expect(own.status).toBe(403);
    }
    expect(await serviceStats(id)).toEqual({ rating: null, review_count: 1, status: 'active' });
  });

  it('the owner replies once, and cannot change the review', async () => {
    const id = await liveService();
    const veteran = await verifiedVeteran();
    const { data } = await veteran
      .from('service_reviews')
      .insert({ service_id: id, rating: 3, body: 'Slow to call back.' })
      .select('id')
      .single();
    const reviewId = (data as { id: number }).id;
    const partner = await signedInClient('partner@vethub.test');
    const changed = await partner.from('service_reviews').update({ rating: 5 }).eq('id', reviewId);
    expect(changed.error?.message).toBe('Only the reviewer can change a review.');
    const reply = await partner
      .from('service_reviews')
      .update({ owner_reply: 'Sorry about that: we now call back the same day.' })
      .eq('id', reviewId)
      .select('owner_reply, replied_at');
    expect(reply.data?.[0]?.owner_reply).toBe('Sorry about that: we now call back the same day.');
    expect(reply.data?.[0]?.replied_at).not.toBeNull();
    const second = await partner
      .from('service_reviews')
      .update({ owner_reply: 'Changed my mind.' })
      .eq('id', reviewId);
    expect(second.error?.message).toBe('You have already replied to this review.');
    const removed = await partner.from('service_reviews').delete().eq('id', reviewId).select('id');
    expect(removed.data).toEqual([]);
  });
});
