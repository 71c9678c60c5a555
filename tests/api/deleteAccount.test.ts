/**
 * delete-account: a person deletes their own account after typing the phrase; their monthly gift
 * ends at Stripe (or the account is kept and they are told why), their listings go down, their pictures are removed, reviews stay without their name, messages and subscription
 * go, the sign-in stops
 * working. Nobody else's account can be reached, and every bad request gets a reason.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../../supabase/local/config';
import { contentRow } from './adminHelpers';
import { giftRow, giveMonthly } from './giftSupport';
import { PASSWORD, signUp } from '../../supabase/local/tests/support/authHelpers';
import {
  anonClient,
  apiUrl,
  serviceClient,
  uniqueEmail,
} from '../../supabase/local/tests/support/clients';

function callDelete(token: string, body: unknown, method = 'POST') {
  return fetch(`${apiUrl()}/functions/v1/delete-account`, {
    method,
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  });
}

async function member() {
  const email = uniqueEmail('leaving');
  const { client, user, session } = await signUp(email, {
    firstName: 'Jordan',
    lastName: 'Reyes',
    accountType: 'both',
    companyName: 'Reyes Repair',
  });
  return { client, id: user.id, email, token: session.access_token };
}

describe('delete-account', () => {
  it('takes down listings, anonymises reviews, removes messages and the sign-in', async () => {
    const me = await member();
    const service = serviceClient();
    await service
      .from('profiles')
      .update({ verified_veteran: true, verified_at: new Date().toISOString() })
      .eq('id', me.id);
    const deal = await service
      .from('vet_deals')
      .insert(contentRow('vet_deals', { owner_id: me.id, status: 'active' }))
      .select('id')
      .single();
    const dealId = (deal.data as { id: number }).id;
    const other = await service
      .from('services')
      .insert(
        contentRow('services', {
          status: 'active',
          owner_id: '00000000-0000-4000-a000-000000000002',
        }),
      )
      .select('id')
      .single();
    const serviceId = (other.data as { id: number }).id;
    const review = await me.client
      .from('service_reviews')
      .insert({ service_id: serviceId, rating: 4, body: 'Good help.' })
      .select('id')
      .single();
    expect(review.error).toBeNull();
    await anonClient().from('newsletter_subscribers').insert({ email: me.email });
    const message = await me.client
      .from('contact_messages')
      .insert({ name: 'Jordan', email: me.email, subject: 'Hi', message: 'Thanks.' });
    expect(message.error).toBeNull();

    const pictures = me.client.storage.from('listing-images');
    const picture = `${me.id}/${randomUUID()}.webp`;
    const uploaded = await pictures.upload(picture, new Blob(['RIFF'], { type: 'image/webp' }), {
      contentType: 'image/webp',
    });
    expect(uploaded.error).toBeNull();
    const { publicUrl } = pictures.getPublicUrl(picture).data;
    expect((await fetch(publicUrl)).status).toBe(200);

    const answer = await callDelete(me.token, { confirm: 'Delete my account ' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });

    // Their pictures are gone from the public address and from storage.
    expect((await fetch(publicUrl)).status).toBeGreaterThanOrEqual(400);
    const left = await service.storage.from('listing-images').list(me.id);
    expect(left.data).toEqual([]);

    const visible = await anonClient().from('vet_deals').select('id').eq('id', dealId);
    expect(visible.data).toEqual([]);
    const kept = await service
      .from('service_reviews')
      .select('reviewer_id, reviewer_name, rating')
      .eq('id', (review.data as { id: number }).id)
      .single();
    expect(kept.data).toEqual({
      reviewer_id: null,
      reviewer_name: 'Former VetHub member',
      rating: 4,
    });
    expect((await service.from('profiles').select('id').eq('id', me.id)).data).toEqual([]);
    expect(
      (await service.from('newsletter_subscribers').select('id').eq('email', me.email)).data,
    ).toEqual([]);
    expect(
      (await service.from('contact_messages').select('id').eq('email', me.email)).data,
    ).toEqual([]);
    const signIn = await anonClient().auth.signInWithPassword({
      email: me.email,
      password: PASSWORD,
    });
    expect(signIn.error).not.toBeNull();

    // A replay with the deleted person's token reaches nobody.
    const replay = await callDelete(me.token, { confirm: 'delete my account' });
    expect(replay.status).toBe(401);
  });

  it('refuses without the phrase, without a session and with a bad body; never reaches another account', async () => {
    const me = await member();
    const bystander = await member();
    const cases: [string, unknown, number, string][] = [
      [me.token, { confirm: 'yes' }, 400, 'not_confirmed'],
      [me.token, {}, 400, 'not_confirmed'],
      [me.token, '{not json', 400, 'bad_json'],
      [me.token, { confirm: 'x'.repeat(2_000) }, 413, 'too_large'],
      [ANON_KEY, { confirm: 'delete my account' }, 401, 'not_signed_in'],
      ['forged.jwt.token', { confirm: 'delete my account' }, 401, 'not_signed_in'],
    ];
    for (const [token, body, status, code] of cases) {
      const answer = await callDelete(token, body);
      expect(answer.status, code).toBe(status);
      expect(((await answer.json()) as { code: string }).code).toBe(code);
    }
    expect((await callDelete(me.token, null, 'GET')).status).toBe(405);

    // Naming someone else in the body changes nothing: only the caller is deleted.
    const answer = await callDelete(me.token, {
      confirm: 'delete my account',
      target: bystander.id,
    });
    expect(answer.status).toBe(200);
    const left = await serviceClient()
      .from('profiles')
      .select('id')
      .in('id', [me.id, bystander.id]);
    expect(left.data).toEqual([{ id: bystander.id }]);

    const direct = await bystander.client.rpc('erase_account', { target: bystander.id });
    expect(direct.error).not.toBeNull();
    const anon = await anonClient().rpc('erase_account', { target: bystander.id });
    expect(anon.error).not.toBeNull();
  });

  it('takes the phrase a Spanish page asks for, as typed there', async () => {
    const me = await member();
    const answer = await callDelete(me.token, { confirm: ' Eliminar mi cuenta ' });
    expect(answer.status).toBe(200);
    const left = await serviceClient().from('profiles').select('id').eq('id', me.id);
    expect(left.data).toEqual([]);
  });

  it('ends the person’s monthly gift at Stripe before the account goes', async () => {
    const me = await member();
    const service = serviceClient();
    const { giftId } = await giveMonthly(service, me.client);
    expect(await giftRow(service, giftId)).toMatchObject({ status: 'active', payer_id: me.id });

    const answer = await callDelete(me.token, { confirm: 'delete my account' });
    expect(answer.status).toBe(200);
    // The test-mode Stripe sent customer.subscription.deleted before it answered the cancel.
    const gift = await giftRow(service, giftId);
    expect(gift.status).toBe('cancelled');
    expect(gift.cancelled_at).not.toBeNull();
    expect(gift.payer_id).toBeNull();
  });

  it('keeps the account, and says why, when a monthly gift cannot be ended', async () => {
    const me = await member();
    const service = serviceClient();
    // A subscription Stripe does not know: cancelling it fails, as when Stripe is down.
    const inserted = await service.from('monthly_gifts').insert({
      id: randomUUID(),
      payer_id: me.id,
      subscription_id: `sub_missing_${randomUUID()}`,
      amount_cents: 1000,
      currency: 'usd',
    });
    expect(inserted.error).toBeNull();

    const answer = await callDelete(me.token, { confirm: 'delete my account' });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toMatchObject({
      code: 'gift_cancel_failed',
      message:
        'Your monthly gift could not be cancelled, so your account was not deleted. Try again.',
    });
    expect((await service.from('profiles').select('id').eq('id', me.id)).data).toEqual([
      { id: me.id },
    ]);
    const signIn = await anonClient().auth.signInWithPassword({
      email: me.email,
      password: PASSWORD,
    });
    expect(signIn.error).toBeNull();
  });
});
