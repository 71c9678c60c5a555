/**
 * create-checkout and stripe-webhook against the local stack's test-mode Stripe: the happy paths,
 * and every refusal with its reason (amount bounds, inactive plan, another partner's listing,
 * forged and replayed webhooks).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, serviceClient, signedInClient } from '../../supabase/local/tests/support/clients';
import {
  ORIGIN,
  PLAN,
  partnerDeal,
  paidEvent,
  payOnTestPage,
  postWebhook,
  startCheckout,
} from './paymentsSupport';

let service: SupabaseClient;
let partner: SupabaseClient;
let both: SupabaseClient;

const payment = async (id: string) =>
  (await service.from('payments').select('*').eq('id', id).single()).data as Record<
    string,
    unknown
  >;
const featuredUntil = async (dealId: number) =>
  (await service.from('vet_deals').select('featured_until').eq('id', dealId).single()).data
    ?.featured_until as string | null;

beforeAll(async () => {
  service = serviceClient();
  [partner, both] = await Promise.all([
    signedInClient('partner@vethub.test'),
    signedInClient('both@vethub.test'),
  ]);
});

describe('donations', () => {
  it('pays a one-time donation on the test checkout, then shows the receipt and mails it', async () => {
    const started = await startCheckout({
      kind: 'donation',
      amount_cents: 2500,
      receipt_name: 'Pat',
    });
    expect(started.status).toBe(200);
    expect(started.body.url).toContain('/testmode/checkout/');
    expect((await payment(started.body.payment_id)).status).toBe('pending');

    const email = `donor-${Date.now()}@example.test`;
    const paid = await payOnTestPage(started.body.url, '4242 4242 4242 4242', email);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${ORIGIN}/donate/thank-you?session_id=${started.body.session_id}`);
    const row = await payment(started.body.payment_id);
    expect(row).toMatchObject({ status: 'paid', amount_cents: 2500, email });
    expect(row.receipt_number).toMatch(/^VH-\d{8}-[0-9A-F]{10}$/);

    const receipt = await serviceClient().rpc('payment_receipt', {
      p_ref: started.body.session_id,
    });
    expect(receipt.data).toMatchObject({ status: 'paid', amount_cents: 2500, receipt_name: 'Pat' });
    const mail = (await (await fetch(`${apiUrl()}/mailbox/api/messages?to=${email}`)).json()) as {
      messages: { subject: string; text: string }[];
    };
    expect(mail.messages[0]?.subject).toBe('Your VetHub donation receipt');
    expect(mail.messages[0]?.text).toContain(String(row.receipt_number));
  });

  it('marks a declined card failed with the reason and sends the payer back to /donate', async () => {
    for (const [card, reason] of [
      ['4000000000000002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ] as const) {
      const started = await startCheckout({ kind: 'donation', amount_cents: 1000 });
      const paid = await payOnTestPage(started.body.url, card);
      expect(paid.location).toBe(`${ORIGIN}/donate?payment=${started.body.payment_id}`);
      expect(await payment(started.body.payment_id)).toMatchObject({
        status: 'failed',
        failure_reason: reason,
        receipt_number: null,
      });
    }
  });

  it('starts a monthly donation as a subscription checkout', async () => {
    const started = await startCheckout({
      kind: 'donation',
      amount_cents: 1000,
      recurring: 'monthly',
    });
    expect(started.status).toBe(200);
    const page = await (await fetch(started.body.url)).text();
    expect(page).toContain('every month');
    expect(page).toContain('Test mode — this is not Stripe');
  });

  it('refuses amounts outside the bounds in donation_options, with the bounds in the reason', async () => {
    for (const amount of [99, 1_000_001]) {
      const res = await startCheckout({ kind: 'donation', amount_cents: amount });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'amount_out_of_bounds' });
      expect(res.body.message).toBe('A donation must be between $1.00 and $10,000.00.');
    }
  });

  it('refuses malformed bodies and foreign return addresses with 400', async () => {
    for (const body of [
      { kind: 'donation', amount_cents: 10.5 },
      { kind: 'donation', amount_cents: '1000' },
      { kind: 'donation', amount_cents: 1000, recurring: 'weekly' },
      { kind: 'donation', amount_cents: 1000, receipt_name: 'x'.repeat(101) },
      { kind: 'gift', amount_cents: 1000 },
      { kind: 'donation', amount_cents: 1000, origin: 'https://evil.example' },
    ]) {
      expect((await startCheckout(body)).status).toBe(400);
    }
  });

  it('lets an expired checkout take no payment', async () => {
    const started = await startCheckout({ kind: 'donation', amount_cents: 1000 });
    await service
      .from('payments')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', started.body.payment_id);
    const receipt = await service.rpc('payment_receipt', { p_ref: started.body.payment_id });
    expect(receipt.data).toMatchObject({ status: 'expired' });
  });
});

describe('featured plans', () => {
  it('features the partner’s own live deal when paid, extending and never shortening', async () => {
    const deal = await partnerDeal(service);
    const started = await startCheckout(
      { kind: 'featured', plan_id: PLAN, listing_table: 'vet_deals', listing_id: deal },
      partner,
    );
    expect(started.status).toBe(200);
    expect(await featuredUntil(deal)).toBeNull();
    const paid = await payOnTestPage(started.body.url, '4242424242424242');
    expect(paid.location).toBe(`${ORIGIN}/payment/success?session_id=${started.body.session_id}`);
    const first = Date.parse((await featuredUntil(deal)) ?? '');
    expect(first - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(first - Date.now()).toBeLessThan(7.1 * 86_400_000);

    const again = await startCheckout(
      { kind: 'featured', plan_id: PLAN, listing_table: 'vet_deals', listing_id: deal },
      partner,
    );
    await payOnTestPage(again.body.url, '4242424242424242');
    const second = Date.parse((await featuredUntil(deal)) ?? '');
    expect(second - first).toBeGreaterThan(6.9 * 86_400_000);

    const own = await partner.rpc('payment_receipt', { p_ref: again.body.session_id });
    expect(own.data).toMatchObject({ status: 'paid', kind: 'featured', listing_id: deal });
    const other = await both.rpc('payment_receipt', { p_ref: again.body.session_id });
    expect(other.error?.message).toBe('Payment not found');
  });

  it('leaves nothing featured when the card is declined', async () => {
    const deal = await partnerDeal(service);
    const started = await startCheckout(
      { kind: 'featured', plan_id: PLAN, listing_table: 'vet_deals', listing_id: deal },
      partner,
    );
    await payOnTestPage(started.body.url, '4000000000000002');
    expect(await featuredUntil(deal)).toBeNull();
    expect((await payment(started.body.payment_id)).status).toBe('failed');
  });

  it('refuses a signed-out caller, another partner’s listing, an inactive plan, an unknown plan', async () => {
    const deal = await partnerDeal(service);
    const body = { kind: 'featured', plan_id: PLAN, listing_table: 'vet_deals', listing_id: deal };
    expect((await startCheckout(body)).status).toBe(401);
    const notMine = await startCheckout(body, both);
    expect(notMine).toMatchObject({ status: 403, body: { code: 'not_your_listing' } });
    const inactive = await startCheckout({ ...body, plan_id: 'local-test-retired' }, partner);
    expect(inactive).toMatchObject({ status: 422, body: { code: 'plan_inactive' } });
    const unknown = await startCheckout({ ...body, plan_id: 'no-such-plan' }, partner);
    expect(unknown.status).toBe(404);
    const missing = await startCheckout({ ...body, listing_id: 999_999_999 }, partner);
    expect(missing.status).toBe(404);
  });

  it('refuses a listing that is not live', async () => {
    const deal = await partnerDeal(service);
    await service.from('vet_deals').update({ status: 'inactive', active: false }).eq('id', deal);
    const res = await startCheckout(
      { kind: 'featured', plan_id: PLAN, listing_table: 'vet_deals', listing_id: deal },
      partner,
    );
    expect(res).toMatchObject({ status: 422, body: { code: 'listing_not_live' } });
  });
});

describe('the webhook', () => {
  async function pendingFeatured() {
    const deal = await partnerDeal(service);
    const started = await startCheckout(
      { kind: 'featured', plan_id: PLAN, listing_table: 'vet_deals', listing_id: deal },
      partner,
    );
    return { deal, paymentId: started.body.payment_id };
  }

  it('refuses a forged event (wrong secret, no signature, bad header) and changes nothing', async () => {
    const { deal, paymentId } = await pendingFeatured();
    const event = paidEvent(paymentId);
    expect((await postWebhook(event, 'whsec_forged')).status).toBe(400);
    expect((await postWebhook(event, undefined, 't=1,v1=deadbeef')).status).toBe(400);
    const res = await fetch(`${apiUrl()}/functions/v1/stripe-webhook`, {
      method: 'POST',
      body: JSON.stringify(event),
    });
    expect(res.status).toBe(400);
    expect((await payment(paymentId)).status).toBe('pending');
    expect(await featuredUntil(deal)).toBeNull();
    const events = await service.from('payment_events').select('id').eq('id', event.id);
    expect(events.data).toEqual([]);
  });

  it('applies a replayed event once', async () => {
    const { deal, paymentId } = await pendingFeatured();
    const event = paidEvent(paymentId);
    expect((await postWebhook(event)).body).toMatchObject({ applied: true });
    const once = await featuredUntil(deal);
    expect((await postWebhook(event)).body).toMatchObject({ applied: false });
    // A second, different paid event for the same payment does not extend it again either.
    expect((await postWebhook(paidEvent(paymentId))).body).toMatchObject({ applied: false });
    expect(await featuredUntil(deal)).toBe(once);
  });

  it('takes back the featured days of a refunded payment', async () => {
    const { deal, paymentId } = await pendingFeatured();
    await postWebhook(paidEvent(paymentId));
    const intent = (await payment(paymentId)).payment_intent_id as string;
    const refund = await postWebhook({
      id: `evt_refund_${paymentId}`,
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_test',
          object: 'charge',
          refunded: true,
          payment_intent: intent,
          metadata: {},
        },
      },
    });
    expect(refund.body).toMatchObject({ applied: true });
    expect((await payment(paymentId)).status).toBe('refunded');
    expect(await featuredUntil(deal)).toBeNull();
  });

  it('answers 4xx, not 5xx, to junk', async () => {
    expect((await postWebhook({ not: 'an event' }, undefined, 'garbage')).status).toBe(400);
    const get = await fetch(`${apiUrl()}/functions/v1/stripe-webhook`);
    expect(get.status).toBe(405);
  });
});
