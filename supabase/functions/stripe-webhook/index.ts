/**
 * Stripe's webhook: the only code that moves a payment on and sets a listing's featured_until.
 *
 *   POST /stripe-webhook   (Stripe-Signature header; raw event JSON)
 *   → 200 {received, applied}; 400 bad or missing signature (nothing changes)
 *
 * The signature is checked with constructEventAsync and the webhook secret (the local test
 * checkout signs with the local secret). apply_payment_event records the event id first, so a
 * replayed event changes nothing; a paid featured plan extends featured_until, never shortens it.
 */
import Stripe from 'stripe';
import { CORS, fail, json, readEnv, serviceRest, supabaseUrlOf } from '../_shared/env.ts';
import { stripeSetup } from '../_shared/stripeSetup.ts';
import { sendReceipt, type PaidPayment } from './receiptMail.ts';

type Outcome = 'paid' | 'failed' | 'expired' | 'refunded';

interface Change {
  paymentId: string | null;
  paymentIntent: string | null;
  outcome: Outcome;
  email: string | null;
  reason: string | null;
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
  const change = changeOf(event);
  if (!change) return json({ received: true, applied: false });
  const rest = serviceRest(supabaseUrl, serviceKey);
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
  if (result.data?.applied && result.data.status === 'paid') {
    const paid = await rest<(PaidPayment & { plans: { name: string } | null })[]>(
      `payments?id=eq.${paymentId}&select=*,plans(name)`,
    );
    const row = paid.data?.[0];
    // The payment stands even if the mail fails; the receipt is also on the thank-you page.
    if (row) {
      await sendReceipt(
        { ...row, plan_name: row.plans?.name ?? null },
        supabaseUrl,
        serviceKey,
      ).catch(() => false);
    }
  }
  return json({ received: true, applied: result.data?.applied ?? false });
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST.');
  return receive(req);
}
