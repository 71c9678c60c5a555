/** Steps of the monthly gift api tests: give monthly, bill the next month, sign events, cancel. */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { ANON_KEY } from '../../supabase/local/config';
import { apiUrl, uniqueEmail } from '../../supabase/local/tests/support/clients';
import { payOnTestPage, startCheckout } from './paymentsSupport';

export interface GiftRow {
  id: string;
  payer_id: string | null;
  subscription_id: string;
  status: 'active' | 'past_due' | 'cancelled';
  failure_reason: string | null;
  current_period_end: string | null;
  cancelled_at: string | null;
}

/** A monthly gift of $10.00 paid on the test checkout by `donor`, with a fresh receipt address. */
export async function giveMonthly(
  service: SupabaseClient,
  donor?: SupabaseClient,
  extra: Record<string, unknown> = {},
) {
  const email = uniqueEmail('monthly');
  const started = await startCheckout(
    { kind: 'donation', amount_cents: 1000, recurring: 'monthly', receipt_name: 'Sam', ...extra },
    donor,
  );
  expect(started.status).toBe(200);
  const paid = await payOnTestPage(started.body.url, '4242 4242 4242 4242', email);
  expect(paid.status).toBe(303);
  const gift = await giftRow(service, started.body.payment_id);
  return { email, giftId: started.body.payment_id, subscriptionId: gift.subscription_id };
}

export async function giftRow(service: SupabaseClient, id: string): Promise<GiftRow> {
  const { data, error } = await service.from('monthly_gifts').select('*').eq('id', id).single();
  if (error) throw new Error(`monthly gift ${id}: ${error.message}`);
  return data as GiftRow;
}

/** The gift's payments, oldest first, as the service role sees them. */
export async function giftPayments(service: SupabaseClient, giftId: string) {
  const { data, error } = await service
    .from('payments')
    .select('id, status, amount_cents, receipt_number, failure_reason, invoice_id, month_start')
    .eq('gift_id', giftId)
    .order('created_at');
  if (error) throw new Error(error.message);
  return data as {
    id: string;
    status: string;
    amount_cents: number;
    receipt_number: string | null;
    failure_reason: string | null;
    invoice_id: string | null;
    month_start: string | null;
  }[];
}

/** Presses "Next month" (or its declined twin) on the test subscription page. */
export async function nextMonth(subscriptionId: string, outcome: 'paid' | 'declined') {
  const res = await fetch(`${apiUrl()}/testmode/subscriptions/${subscriptionId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }),
  });
  expect(res.status).toBe(303);
  return (await fetch(`${apiUrl()}/testmode/subscriptions/${subscriptionId}`)).text();
}

/** A renewal invoice event as Stripe's API version sends it (the month in its line's period). */
export function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  subscriptionId: string,
  invoiceId = `in_test_${randomUUID().slice(0, 12)}`,
  eventId = `evt_test_${randomUUID()}`,
) {
  const start = Math.floor(Date.UTC(2031, 4, 1) / 1000);
  return {
    id: eventId,
    object: 'event',
    type,
    data: {
      object: {
        id: invoiceId,
        object: 'invoice',
        status: type === 'invoice.paid' ? 'paid' : 'open',
        billing_reason: 'subscription_cycle',
        currency: 'usd',
        amount_due: 1000,
        amount_paid: type === 'invoice.paid' ? 1000 : 0,
        customer_email: 'payer@example.test',
        period_start: start,
        period_end: start,
        lines: { data: [{ period: { start, end: start + 31 * 86_400 } }] },
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId, metadata: {} },
        },
      },
    },
  };
}

export function deletedEvent(subscriptionId: string, canceledAt: number) {
  return {
    id: `evt_test_${randomUUID()}`,
    object: 'event',
    type: 'customer.subscription.deleted',
    data: {
      object: {
        id: subscriptionId,
        object: 'subscription',
        status: 'canceled',
        canceled_at: canceledAt,
        ended_at: canceledAt,
        metadata: {},
      },
    },
  };
}

/** Calls cancel-donation as `client` (anon without one) with a raw body. */
export async function cancelDonation(body: string, client?: SupabaseClient) {
  const token = client ? (await client.auth.getSession()).data.session?.access_token : undefined;
  const res = await fetch(`${apiUrl()}/functions/v1/cancel-donation`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${token ?? ANON_KEY}`,
      'Content-Type': 'application/json',
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
