/**
 * Monthly gifts after their checkout (issue 39): every month Stripe bills is recorded once with
 * its receipt, a declined month puts the gift past due and tells the donor, the subscription's
 * end cancels it, and the donor cancels their own gift (cancel-donation) and nobody else's.
 * Renewals come from the test checkout's "Next month" buttons or signed events posted here.
 */
import { request } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../../supabase/local/config';
import { mailsTo } from './adminHelpers';
import { apiUrl, serviceClient, signedInClient } from '../../supabase/local/tests/support/clients';
import {
  cancelDonation,
  deletedEvent,
  giftPayments,
  giftRow,
  giveMonthly,
  invoiceEvent,
  nextMonth,
} from './giftSupport';
import { postWebhook } from './paymentsSupport';

let service: SupabaseClient;
let donor: SupabaseClient;
let other: SupabaseClient;

const monthOf = (iso: string | null) =>
  new Date(iso ?? '').toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

beforeAll(async () => {
  service = serviceClient();
  [donor, other] = await Promise.all([
    signedInClient('veteran@vethub.test'),
    signedInClient('both@vethub.test'),
  ]);
});

describe('renewals', () => {
  it('records the first month once, then each paid month as a payment with its own receipt', async () => {
    const { email, giftId, subscriptionId } = await giveMonthly(service, donor);
    // Checkout completion and the first invoice.paid both name the first month: one row, one mail.
    expect(await giftPayments(service, giftId)).toHaveLength(1);
    expect(await giftRow(service, giftId)).toMatchObject({ status: 'active', cancelled_at: null });
    expect(await mailsTo(apiUrl(), email)).toHaveLength(1);

    const page = await nextMonth(subscriptionId, 'paid');
    expect(page).toContain('Sent invoice.paid');
    expect(page).toContain('VetHub answered 200');
    const payments = await giftPayments(service, giftId);
    expect(payments.map((p) => [p.status, p.amount_cents])).toEqual([
      ['paid', 1000],
      ['paid', 1000],
    ]);
    const [first, second] = payments;
    expect(second?.receipt_number).toMatch(/^VH-\d{8}-[0-9A-F]{10}$/);
    expect(second?.receipt_number).not.toBe(first?.receipt_number);
    expect(Date.parse(second?.month_start ?? '')).toBeGreaterThan(
      Date.parse(first?.month_start ?? '') + 27 * 86_400_000,
    );

    const mails = await mailsTo(apiUrl(), email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your VetHub donation receipt',
      'Your VetHub donation receipt',
    ]);
    expect(mails[0]?.text).toContain(`Receipt number: ${second?.receipt_number}`);
    expect(mails[0]?.text).toContain(`Month: ${monthOf(second?.month_start ?? null)}`);
    expect(mails[0]?.text).toContain('Thank you, Sam, for supporting VetHub.');
  });

  it('records a replayed renewal, or another event for the same invoice, once', async () => {
    const { email, giftId, subscriptionId } = await giveMonthly(service, donor);
    const event = invoiceEvent('invoice.paid', subscriptionId);
    expect((await postWebhook(event)).body).toMatchObject({ applied: true });
    expect((await postWebhook(event)).body).toMatchObject({
      applied: false,
      reason: 'duplicate event',
    });
    const sameInvoice = invoiceEvent('invoice.paid', subscriptionId, event.data.object.id);
    expect((await postWebhook(sameInvoice)).body).toMatchObject({
      applied: false,
      reason: 'invoice already paid',
    });
    expect(await giftPayments(service, giftId)).toHaveLength(2);
    expect(await mailsTo(apiUrl(), email)).toHaveLength(2);
  });

  it('marks a declined month failed and the gift past due, tells the donor, and recovers when paid', async () => {
    const { email, giftId, subscriptionId } = await giveMonthly(service, donor);
    const page = await nextMonth(subscriptionId, 'declined');
    expect(page).toContain('Sent invoice.payment_failed');
    expect(await giftRow(service, giftId)).toMatchObject({
      status: 'past_due',
      failure_reason: 'Your card was declined.',
    });
    const latest = (await giftPayments(service, giftId)).at(-1);
    expect(latest).toMatchObject({ status: 'failed', receipt_number: null });
    const notice = (await mailsTo(apiUrl(), email))[0];
    expect(notice?.subject).toBe('Your monthly gift to VetHub did not go through');
    expect(notice?.text).toContain(
      `Your monthly gift of $10.00 to VetHub for ${monthOf(latest?.month_start ?? null)} did not go through. Your card was declined. Nothing was charged.`,
    );
    expect(notice?.text).toContain('cancel it from your dashboard: ');

    await nextMonth(subscriptionId, 'paid');
    expect(await giftRow(service, giftId)).toMatchObject({
      status: 'active',
      failure_reason: null,
    });
    expect((await giftPayments(service, giftId)).map((p) => p.status)).toEqual([
      'paid',
      'failed',
      'paid',
    ]);
  });

  it('turns a failed month paid when Stripe’s retry of the same invoice succeeds', async () => {
    const { giftId, subscriptionId } = await giveMonthly(service, donor);
    const failed = invoiceEvent('invoice.payment_failed', subscriptionId);
    expect((await postWebhook(failed)).body).toMatchObject({ applied: true });
    const retried = invoiceEvent('invoice.paid', subscriptionId, failed.data.object.id);
    expect((await postWebhook(retried)).body).toMatchObject({ applied: true });
    const payments = await giftPayments(service, giftId);
    expect(payments.map((p) => p.status)).toEqual(['paid', 'paid']);
    expect((await giftRow(service, giftId)).status).toBe('active');
  });

  it('marks the gift cancelled, with its date, when the subscription ends; a replay changes nothing', async () => {
    const { giftId, subscriptionId } = await giveMonthly(service, donor);
    const endedAt = Math.floor(Date.now() / 1000) - 60;
    const event = deletedEvent(subscriptionId, endedAt);
    expect((await postWebhook(event)).body).toMatchObject({ applied: true });
    const gift = await giftRow(service, giftId);
    expect(gift.status).toBe('cancelled');
    expect(Date.parse(gift.cancelled_at ?? '')).toBe(endedAt * 1000);
    expect((await postWebhook(event)).body).toMatchObject({ applied: false });
    expect((await postWebhook(deletedEvent(subscriptionId, endedAt))).body).toMatchObject({
      applied: false,
      reason: 'already cancelled',
    });
  });

  it('answers 200 to events about an unknown subscription and records nothing', async () => {
    for (const event of [
      invoiceEvent('invoice.paid', 'sub_unknown_to_vethub'),
      invoiceEvent('invoice.payment_failed', 'sub_unknown_to_vethub'),
      deletedEvent('sub_unknown_to_vethub', Math.floor(Date.now() / 1000)),
    ]) {
      const answer = await postWebhook(event);
      expect(answer).toMatchObject({
        status: 200,
        body: { received: true, applied: false, reason: 'unknown subscription' },
      });
      const recorded = await service.from('payment_events').select('id').eq('id', event.id);
      expect(recorded.data).toEqual([]);
      const rows = await service
        .from('payments')
        .select('id')
        .eq('invoice_id', event.data.object.id);
      expect(rows.data).toEqual([]);
    }
  });

  it('refuses renewal and cancellation events with a bad signature', async () => {
    const { giftId, subscriptionId } = await giveMonthly(service, donor);
    const events = [
      invoiceEvent('invoice.paid', subscriptionId),
      invoiceEvent('invoice.payment_failed', subscriptionId),
      deletedEvent(subscriptionId, Math.floor(Date.now() / 1000)),
    ];
    for (const event of events) {
      expect((await postWebhook(event, 'whsec_forged')).status).toBe(400);
    }
    expect(await giftPayments(service, giftId)).toHaveLength(1);
    expect((await giftRow(service, giftId)).status).toBe('active');
  });
});

describe('cancel-donation', () => {
  it('cancels the donor’s own gift through Stripe; the webhook has recorded it when it answers', async () => {
    const { giftId, subscriptionId } = await giveMonthly(service, donor);
    const answer = await cancelDonation(JSON.stringify({ gift_id: giftId }), donor);
    expect(answer).toMatchObject({
      status: 200,
      body: { ok: true, gift_id: giftId, status: 'cancelled' },
    });
    const gift = await giftRow(service, giftId);
    expect(gift.status).toBe('cancelled');
    expect(Date.now() - Date.parse(gift.cancelled_at ?? '')).toBeLessThan(60_000);
    const page = await (await fetch(`${apiUrl()}/testmode/subscriptions/${subscriptionId}`)).text();
    expect(page).toContain('This subscription is cancelled');

    // A replay is refused with 409: the gift is already cancelled, nothing is sent again.
    const again = await cancelDonation(JSON.stringify({ gift_id: giftId }), donor);
    expect(again).toMatchObject({ status: 409, body: { code: 'already_cancelled' } });
    expect(again.body.message).toBe('This monthly gift is already cancelled.');
  });

  it('refuses another person’s gift, a forged id, a signed-out caller and bad bodies, with reasons', async () => {
    const { giftId } = await giveMonthly(service, donor);
    const body = JSON.stringify({ gift_id: giftId });
    const notYours = await cancelDonation(body, other);
    expect(notYours).toMatchObject({ status: 404, body: { code: 'gift_not_found' } });
    expect(notYours.body.message).toBe('You have no monthly gift with this id.');
    const forged = await cancelDonation(
      JSON.stringify({ gift_id: '00000000-0000-4000-8000-00000000dead' }),
      donor,
    );
    expect(forged).toMatchObject({ status: 404, body: { code: 'gift_not_found' } });
    expect(await cancelDonation(body)).toMatchObject({
      status: 401,
      body: { code: 'not_signed_in', message: 'Sign in to cancel your monthly gift.' },
    });
    for (const bad of ['{not json', '[]', '{"gift_id": 12}', '{"gift_id": "abc"}', 'null']) {
      const answer = await cancelDonation(bad, donor);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.message, bad).toMatch(/JSON|gift_id/);
    }
    const oversized = await cancelDonation(
      JSON.stringify({ gift_id: giftId, pad: 'x'.repeat(2000) }),
      donor,
    );
    expect(oversized).toMatchObject({ status: 413, body: { code: 'too_large' } });
    expect((await giftRow(service, giftId)).status).toBe('active');
    const get = await fetch(`${apiUrl()}/functions/v1/cancel-donation`);
    expect(get.status).toBe(405);
  });

  it('uses the stack’s configured URL, not the Host header the caller sent', async () => {
    const { giftId } = await giveMonthly(service, donor);
    const token = (await donor.auth.getSession()).data.session?.access_token ?? '';
    const target = new URL(`${apiUrl()}/functions/v1/cancel-donation`);
    const payload = JSON.stringify({ gift_id: giftId });
    // Were the Host header the project URL, the caller's token would go to attacker.example
    // and test-mode Stripe would be refused there (not loopback): no 200.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: {
            Host: 'attacker.example',
            apikey: ANON_KEY,
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(payload),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
    expect(status).toBe(200);
    expect((await giftRow(service, giftId)).status).toBe('cancelled');
  });
});

describe('who sees and writes gifts', () => {
  it('shows a donor their own gift with its payments, and nobody else any', async () => {
    const { giftId } = await giveMonthly(service, donor);
    const own = await donor
      .from('monthly_gifts')
      .select('id, status, payments(id, status)')
      .eq('id', giftId)
      .single();
    expect(own.data).toMatchObject({ id: giftId, status: 'active' });
    expect((own.data as { payments: unknown[] }).payments).toHaveLength(1);
    const seen = await other.from('monthly_gifts').select('id').eq('id', giftId);
    expect(seen.data).toEqual([]);
  });

  it('refuses every client write to a gift and every call of the webhook’s functions', async () => {
    const { giftId, subscriptionId } = await giveMonthly(service, donor);
    await donor.from('monthly_gifts').update({ status: 'cancelled' }).eq('id', giftId);
    await donor.from('monthly_gifts').delete().eq('id', giftId);
    const insert = await donor.from('monthly_gifts').insert({
      id: crypto.randomUUID(),
      subscription_id: 'sub_forged',
      amount_cents: 100,
      currency: 'usd',
    });
    expect(insert.error).not.toBeNull();
    const forged = await donor.rpc('record_gift_cancelled', {
      p_event_id: 'evt_forged',
      p_event_type: 'customer.subscription.deleted',
      p_subscription: subscriptionId,
    });
    expect(forged.error).not.toBeNull();
    expect((await giftRow(service, giftId)).status).toBe('active');
  });
});
