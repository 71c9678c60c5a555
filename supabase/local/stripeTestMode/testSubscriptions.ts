/**
 * The test stand-in's subscriptions: a paid subscription checkout starts one with its first
 * invoice; "next month" adds the next month's invoice, paid or declined; cancelling ends it.
 * Each is turned into the objects Stripe puts in its events (subscription, invoice), in the
 * shape of the API version the stripe package pins (invoice.parent.subscription_details).
 */
import type { TestSession } from './checkoutSessions';

export interface TestInvoice {
  id: string;
  status: 'paid' | 'open';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  period_start: number;
  period_end: number;
  created: number;
}

export interface TestSubscription {
  id: string;
  status: 'active' | 'past_due' | 'canceled';
  customer_email: string;
  amount: number;
  currency: string;
  product_name: string;
  metadata: Record<string, string>;
  session_id: string;
  current_period_start: number;
  current_period_end: number;
  canceled_at: number | null;
  created: number;
  invoices: TestInvoice[];
  /** What the last simulated event was and how the webhook answered, shown on the page. */
  lastDelivery: { type: string; about: string; status: number } | null;
}

const now = () => Math.floor(Date.now() / 1000);

/** The same day of the next month (or its last day), as Stripe bills monthly. */
export function addMonth(seconds: number): number {
  const d = new Date(seconds * 1000);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return Math.floor(d.getTime() / 1000);
}

export const monthName = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function invoiceId() {
  return `in_test_local_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;
}

/** A paid subscription checkout: the subscription and its first, paid invoice. */
export function startSubscription(session: TestSession, email: string): TestSubscription {
  const start = now();
  const end = addMonth(start);
  return {
    id: `sub_test_local_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`,
    status: 'active',
    customer_email: email,
    amount: session.amount_total,
    currency: session.currency,
    product_name: session.product_name,
    // create-checkout gives the subscription the same metadata as the session.
    metadata: session.metadata,
    session_id: session.id,
    current_period_start: start,
    current_period_end: end,
    canceled_at: null,
    created: start,
    invoices: [
      {
        id: invoiceId(),
        status: 'paid',
        billing_reason: 'subscription_create',
        period_start: start,
        period_end: end,
        created: start,
      },
    ],
    lastDelivery: null,
  };
}

/** The next month's invoice: paid, or left open because the card was declined. */
export function nextInvoice(sub: TestSubscription, paid: boolean): TestInvoice {
  const start = sub.current_period_end;
  const invoice: TestInvoice = {
    id: invoiceId(),
    status: paid ? 'paid' : 'open',
    billing_reason: 'subscription_cycle',
    period_start: start,
    period_end: addMonth(start),
    created: now(),
  };
  sub.invoices.push(invoice);
  sub.current_period_start = invoice.period_start;
  sub.current_period_end = invoice.period_end;
  sub.status = paid ? 'active' : 'past_due';
  return invoice;
}

export function invoiceObject(sub: TestSubscription, invoice: TestInvoice) {
  const paid = invoice.status === 'paid';
  return {
    id: invoice.id,
    object: 'invoice',
    status: invoice.status,
    billing_reason: invoice.billing_reason,
    currency: sub.currency,
    amount_due: sub.amount,
    amount_paid: paid ? sub.amount : 0,
    amount_remaining: paid ? 0 : sub.amount,
    attempt_count: 1,
    customer_email: sub.customer_email,
    created: invoice.created,
    // Stripe's invoice period is the one before the month billed; the line holds that month.
    period_start: invoice.period_start,
    period_end: invoice.period_start,
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${invoice.id}`,
          object: 'line_item',
          amount: sub.amount,
          currency: sub.currency,
          description: sub.product_name,
          period: { start: invoice.period_start, end: invoice.period_end },
        },
      ],
    },
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: sub.metadata },
    },
  };
}

export function subscriptionObject(sub: TestSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    status: sub.status,
    metadata: sub.metadata,
    currency: sub.currency,
    created: sub.created,
    canceled_at: sub.canceled_at,
    ended_at: sub.canceled_at,
    cancellation_details:
      sub.status === 'canceled'
        ? { reason: 'cancellation_requested', comment: null, feedback: null }
        : null,
    latest_invoice: sub.invoices.at(-1)?.id ?? null,
  };
}
