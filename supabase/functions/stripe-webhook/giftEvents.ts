/**
 * What Stripe says about a monthly gift (a subscription) after its checkout: each month's
 * invoice paid or failed, and the subscription ended. The first invoice (billing reason
 * `subscription_create`) is the checkout's own payment, so index.ts records it like
 * checkout.session.completed: whichever of the two comes first records it, the other nothing.
 * Renewals are recorded by record_gift_invoice, once per event and once per invoice.
 */
import type Stripe from 'stripe';

export interface InvoiceFacts {
  invoice: string;
  subscription: string | null;
  /** The checkout's payment id, from the subscription's metadata (create-checkout sets it). */
  paymentId: string | null;
  first: boolean;
  amountCents: number;
  currency: string;
  email: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  paymentIntent: string | null;
}

export type GiftChange =
  | { kind: 'invoice'; outcome: 'paid' | 'failed'; facts: InvoiceFacts; reason: string | null }
  | { kind: 'cancelled'; subscription: string; cancelledAt: string | null };

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const isoOf = (seconds: number | null | undefined) =>
  typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString() : null;

/** Fields an invoice had before Stripe's 2025 API moved them under `parent` and `payments`. */
interface OlderInvoice {
  subscription?: string | { id: string } | null;
  subscription_details?: { metadata?: Stripe.Metadata | null } | null;
  payment_intent?: string | { id: string } | null;
}

export function invoiceFacts(invoice: Stripe.Invoice): InvoiceFacts {
  const older = invoice as unknown as OlderInvoice;
  const details = invoice.parent?.subscription_details;
  const metadata = details?.metadata ?? older.subscription_details?.metadata ?? null;
  // The line's period is the month paid for (the invoice's own period is the one before).
  const period = invoice.lines?.data?.[0]?.period;
  const paid = invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due;
  return {
    invoice: invoice.id ?? '',
    subscription: idOf(details?.subscription) ?? idOf(older.subscription),
    paymentId: typeof metadata?.payment_id === 'string' ? metadata.payment_id : null,
    first: invoice.billing_reason === 'subscription_create',
    amountCents: Number.isSafeInteger(paid) && paid > 0 ? paid : 0,
    currency: typeof invoice.currency === 'string' ? invoice.currency : '',
    email: invoice.customer_email ?? null,
    periodStart: isoOf(period?.start ?? invoice.period_start),
    periodEnd: isoOf(period?.end ?? invoice.period_end),
    paymentIntent:
      idOf(invoice.payments?.data?.[0]?.payment?.payment_intent) ?? idOf(older.payment_intent),
  };
}

/** A renewal or an ended subscription; null for anything else (the first invoice included). */
export function giftChangeOf(event: Stripe.Event): GiftChange | null {
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const facts = invoiceFacts(event.data.object);
      if (facts.first || !facts.subscription || !facts.invoice) return null;
      const paid = event.type === 'invoice.paid';
      return {
        kind: 'invoice',
        outcome: paid ? 'paid' : 'failed',
        facts,
        reason: paid ? null : 'Your card was declined.',
      };
    }
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return {
        kind: 'cancelled',
        subscription: sub.id,
        cancelledAt: isoOf(sub.canceled_at ?? sub.ended_at),
      };
    }
    default:
      return null;
  }
}

/** The arguments of the service-role function that records the change. */
export function giftRpc(
  event: Stripe.Event,
  change: GiftChange,
): [string, Record<string, unknown>] {
  if (change.kind === 'cancelled') {
    return [
      'record_gift_cancelled',
      {
        p_event_id: event.id,
        p_event_type: event.type,
        p_subscription: change.subscription,
        p_cancelled_at: change.cancelledAt,
      },
    ];
  }
  const f = change.facts;
  return [
    'record_gift_invoice',
    {
      p_event_id: event.id,
      p_event_type: event.type,
      p_subscription: f.subscription,
      p_invoice: f.invoice,
      p_outcome: change.outcome,
      p_amount_cents: f.amountCents || null,
      p_currency: f.currency || null,
      p_period_start: f.periodStart,
      p_period_end: f.periodEnd,
      p_reason: change.reason,
      p_payment_intent: change.outcome === 'paid' ? f.paymentIntent : null,
    },
  ];
}
