/**
 * Stripe's webhook: the only code that moves a payment on, records a monthly gift's renewals,
 * failures and end, and sets a listing's featured_until.
 *
 *   POST /stripe-webhook   (Stripe-Signature header; raw event JSON)
 *   → 200 {received, applied}; 400 bad or missing signature (nothing changes)
 *
 * The signature is checked with constructEventAsync and the webhook secret (the local test
 * checkout signs with the local secret). apply_payment_event and the gift functions record the
 * event id first, so a replayed event changes nothing; a paid featured plan extends
 * featured_until, never shortens it. An event about a subscription VetHub does not know is
 * answered 200 (Stripe would only retry it) and logged.
 */
import Stripe from 'stripe';
import { CORS, fail, json, readEnv, serviceRest, supabaseUrlOf } from '../_shared/env.ts';
import { stripeSetup } from '../_shared/stripeSetup.ts';
import { giftChangeOf, giftRpc, invoiceFacts, type GiftChange } from './giftEvents.ts';
import { failureText, type FailedGiftPayment } from './giftMail.ts';
import { sendMail, sendReceipt, siteUrl, type PaidPayment } from './receiptMail.ts';

type Outcome = 'paid' | 'failed' | 'expired' | 'refunded';

interface Change {
  paymentId: string | null;
  paymentIntent: string | null;
  outcome: Outcome;
  email: string | null;
  reason: string | null;
  /** A monthly gift's first payment: its subscription and first invoice. */
  subscription?: string | null;
  invoice?: string | null;
  periodStart?: string | null;
  periodEnd?: string | null;
}

interface Ctx {
  rest: ReturnType<typeof serviceRest>;
  supabaseUrl: string;
  serviceKey: string;
}

const UUID = /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function paymentIdOf(metadata: Stripe.Metadata | null | undefined): string | null {
  const id = metadata?.payment_id;
  return typeof id === 'string' && UUID.test(id) ? id : null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function declineReason(intent: Stripe.PaymentIntent): string {
  const error = intent.last_payment_error;
  if (error?.decline_code === 'insufficient_funds') return 'Your card has insufficient funds.';
  return error?.message ?? 'Your card was declined.';
}

/** What an event means for a payment; null for events that change nothing here. */
function changeOf(event: Stripe.Event): Change | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const s = event.data.object;
      // An unpaid completed session is a delayed method: its async event settles it.
      if (s.payment_status === 'unpaid') return null;
      return {
        paymentId: paymentIdOf(s.metadata) ?? s.client_reference_id,
        paymentIntent: idOf(s.payment_intent),
        outcome: 'paid',
        email: s.customer_details?.email ?? s.customer_email,
        reason: null,
        subscription: idOf(s.subscription),
        invoice: idOf(s.invoice),
      };
    }
    case 'invoice.paid': {
      // Only a gift's first invoice, the checkout's own payment; renewals are giftEvents.ts's.
      const f = invoiceFacts(event.data.object);
      if (!f.first || !f.subscription) return null;
      return {
        paymentId: f.paymentId,
        paymentIntent: f.paymentIntent,
        outcome: 'paid',
        email: f.email,
        reason: null,
        subscription: f.subscription,
        invoice: f.invoice,
        periodStart: f.periodStart,
        periodEnd: f.periodEnd,
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const s = event.data.object;
      return {
        paymentId: paymentIdOf(s.metadata) ?? s.client_reference_id,
        paymentIntent: null,
        outcome: event.type === 'checkout.session.expired' ? 'expired' : 'failed',
        email: null,
        reason:
          event.type === 'checkout.session.expired' ? null : 'The payment did not go through.',
      };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        paymentId: paymentIdOf(intent.metadata),
        paymentIntent: intent.id,
        outcome: 'failed',
        email: null,
        reason: declineReason(intent),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      if (!charge.refunded) return null; // partly refunded: the payment stays paid
      return {
        paymentId: paymentIdOf(charge.metadata),
        paymentIntent: idOf(charge.payment_intent),
        outcome: 'refunded',
        email: null,
        reason: null,
      };
    }
    default:
      return null;
  }
}

async function receive(request: Request): Promise<Response> {
  const supabaseUrl = supabaseUrlOf(request);
  const serviceKey = readEnv('SUPABASE_SERVICE_ROLE_KEY');
  const setup = stripeSetup(supabaseUrl);
  if (!setup?.webhookSecret || !serviceKey) {
    return fail(503, 'not_configured', 'Payments are not set up.');
  }
  const signature = request.headers.get('Stripe-Signature');
  if (!signature) return fail(400, 'no_signature', 'The Stripe-Signature header is missing.');
  const payload = await request.text();
  let event: Stripe.Event;
  try {
    event = await setup.stripe.webhooks.constructEventAsync(
      payload,
      signature,
      setup.webhookSecret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch {
    return fail(400, 'bad_signature', 'The webhook signature is not valid.');
  }
  const ctx: Ctx = { rest: serviceRest(supabaseUrl, serviceKey), supabaseUrl, serviceKey };
  const gift = giftChangeOf(event);
  if (gift) return applyGiftChange(event, gift, ctx);
  const change = changeOf(event);
  if (!change) return json({ received: true, applied: false });
  return applyPaymentChange(event, change, ctx);
}

async function applyPaymentChange(event: Stripe.Event, change: Change, ctx: Ctx) {
  const { rest } = ctx;
  let paymentId = change.paymentId;
  if (!paymentId && change.paymentIntent) {
    const found = await rest<{ id: string }[]>(
      `payments?payment_intent_id=eq.${encodeURIComponent(change.paymentIntent)}&select=id`,
    );
    paymentId = found.data?.[0]?.id ?? null;
  }
  if (!paymentId || !UUID.test(paymentId)) return json({ received: true, applied: false });
  const result = await rest<{ applied: boolean; status?: string }>('rpc/apply_payment_event', {
    method: 'POST',
    body: {
      p_event_id: event.id,
      p_event_type: event.type,
      p_payment_id: paymentId,
      p_outcome: change.outcome,
      p_email: change.email,
      p_reason: change.reason,
      p_payment_intent: change.outcome === 'paid' ? change.paymentIntent : null,
    },
  });
  // A 5xx makes Stripe retry later; the event id was not recorded, so the retry applies it.
  if (!result.ok) return fail(503, 'store_failed', 'The event could not be recorded.');
  if (change.outcome === 'paid' && change.subscription) {
    // Whether this event or the other one paid it, the gift starts once (safe to repeat).
    const started = await rest('rpc/start_monthly_gift', {
      method: 'POST',
      body: {
        p_payment_id: paymentId,
        p_subscription: change.subscription,
        p_invoice: change.invoice ?? null,
        p_period_start: change.periodStart ?? null,
        p_period_end: change.periodEnd ?? null,
      },
    });
    if (!started.ok) return fail(503, 'store_failed', 'The event could not be recorded.');
  }
  if (result.data?.applied && result.data.status === 'paid') await mailReceipt(paymentId, ctx);
  return json({ received: true, applied: result.data?.applied ?? false });
}

async function applyGiftChange(event: Stripe.Event, change: GiftChange, ctx: Ctx) {
  const [fn, body] = giftRpc(event, change);
  const result = await ctx.rest<{
    applied: boolean;
    reason?: string;
    status?: string;
    payment_id?: string;
    first_failure?: boolean;
  }>(`rpc/${fn}`, { method: 'POST', body });
  if (!result.ok) return fail(503, 'store_failed', 'The event could not be recorded.');
  const answer = result.data;
  if (answer?.reason === 'unknown subscription') {
    console.warn(`stripe-webhook: ${event.type} ${event.id} names an unknown subscription`);
  }
  if (answer?.applied && answer.payment_id && answer.status === 'paid') {
    await mailReceipt(answer.payment_id, ctx);
  }
  if (answer?.applied && answer.payment_id && answer.first_failure) {
    await mailFailure(answer.payment_id, ctx);
  }
  return json({ received: true, applied: answer?.applied ?? false, reason: answer?.reason });
}

// Mail never undoes what was recorded: a payment stands even if its receipt could not be sent
// (the receipt number is on the thank-you page and the dashboard too).
async function mailReceipt(paymentId: string, { rest, supabaseUrl, serviceKey }: Ctx) {
  const paid = await rest<(PaidPayment & { plans: { name: string } | null })[]>(
    `payments?id=eq.${paymentId}&select=*,plans(name)`,
  );
  const row = paid.data?.[0];
  if (!row) return;
  await sendReceipt({ ...row, plan_name: row.plans?.name ?? null }, supabaseUrl, serviceKey).catch(
    () => false,
  );
}

async function mailFailure(paymentId: string, { rest, supabaseUrl, serviceKey }: Ctx) {
  const found = await rest<FailedGiftPayment[]>(
    `payments?id=eq.${paymentId}&select=email,receipt_name,payer_id,amount_cents,currency,month_start,failure_reason,language`,
  );
  const row = found.data?.[0];
  if (!row?.email) return;
  const { subject, text } = failureText(row, siteUrl());
  await sendMail(
    { to: row.email, subject, text, language: row.language },
    supabaseUrl,
    serviceKey,
  ).catch(() => false);
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST.');
  return receive(req);
}
