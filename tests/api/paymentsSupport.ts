/** Shared steps of the payments api tests: start a checkout, pay it on the test page, sign events. */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { LOCAL_WEBHOOK_SECRET } from '../../supabase/functions/_shared/stripeSetup';
import { ANON_KEY } from '../../supabase/local/config';
import { apiUrl } from '../../supabase/local/tests/support/clients';

export const ORIGIN = 'http://127.0.0.1:4173';
export const PARTNER_ID = '00000000-0000-4000-a000-000000000002';
export const PLAN = 'local-test-featured-7';

export interface CheckoutAnswer {
  status: number;
  /** url, payment_id and session_id are '' when the answer is a refusal. */
  body: {
    ok: boolean;
    url: string;
    payment_id: string;
    session_id: string;
    code?: string;
    message?: string;
  };
}

export async function startCheckout(
  body: Record<string, unknown>,
  client?: SupabaseClient,
): Promise<CheckoutAnswer> {
  const token = client ? (await client.auth.getSession()).data.session?.access_token : undefined;
  const res = await fetch(`${apiUrl()}/functions/v1/create-checkout`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${token ?? ANON_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ origin: ORIGIN, ...body }),
  });
  const answer = (await res.json()) as Partial<CheckoutAnswer['body']>;
  return {
    status: res.status,
    body: { ok: false, url: '', payment_id: '', session_id: '', ...answer },
  };
}

/** Submits the test checkout page with a card; answers the status and the redirect target. */
export async function payOnTestPage(url: string, card: string, email = 'donor@example.test') {
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, card, expiry: '12 / 40', cvc: '123' }),
  });
  return { status: res.status, location: res.headers.get('location') };
}

export function paidEvent(paymentId: string, eventId = `evt_test_${randomUUID()}`) {
  return {
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_test_${randomUUID()}`,
        object: 'checkout.session',
        payment_status: 'paid',
        metadata: { payment_id: paymentId },
        client_reference_id: paymentId,
        customer_details: { email: 'payer@example.test' },
        payment_intent: `pi_test_${randomUUID().slice(0, 8)}`,
      },
    },
  };
}

export async function postWebhook(
  event: object,
  secret = LOCAL_WEBHOOK_SECRET,
  signature?: string,
) {
  const payload = JSON.stringify(event);
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const res = await fetch(`${apiUrl()}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A live deal of the demo partner, made for this test with the service role. */
export async function partnerDeal(service: SupabaseClient, owner = PARTNER_ID): Promise<number> {
  const slug = `test-pay-${randomUUID().slice(0, 8)}`;
  const { data, error } = await service
    .from('vet_deals')
    .insert({
      owner_id: owner,
      title: 'Payment test deal',
      slug,
      merchant: 'Pay Test',
      status: 'active',
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: number }).id;
}
