/**
 * Starts a Stripe Checkout for a donation (anyone) or a featured plan (a signed-in partner, on
 * one of their own live listings). Stores the payment `pending`, returns the checkout URL.
 *
 *   POST /create-checkout
 *     {kind:'donation', origin, amount_cents, currency?, recurring?:'once'|'monthly', receipt_name?,
 *      language?:'en'|'es'}
 *     {kind:'featured', origin, plan_id, listing_table, listing_id, language?}   (user JWT)
 *   `language` is the page's: Stripe's page, the way back and the receipt mail are in it.
 *   → 200 {ok, url, payment_id, session_id}; 4xx {ok:false, code, message}
 *
 * Amounts and prices come from the database (donation_options, plans), never from code. The
 * payment row is written with the service role; only stripe-webhook moves it on.
 */
import type Stripe from 'stripe';
import {
  callerOf,
  CORS,
  fail,
  isAllowedOrigin,
  json,
  readEnv,
  serviceRest,
  supabaseUrlOf,
} from '../_shared/env.ts';
import { stripeSetup } from '../_shared/stripeSetup.ts';
import { formatCents } from '../_shared/money.ts';
import { isLiveListing, parseCheckoutRequest, type CheckoutRequest } from './checkoutRequest.ts';

/** How long a checkout stays open (Stripe's shortest allowed expiry). */
const CHECKOUT_MINUTES = 30;

type Rest = ReturnType<typeof serviceRest>;

interface Priced {
  amountCents: number;
  currency: string;
  recurring: 'once' | 'monthly';
  productName: string;
  row: Record<string, unknown>;
}

interface DonationOptions {
  min_cents: number;
  max_cents: number;
  monthly_allowed: boolean;
}

interface PlanRow {
  id: string;
  name: string;
  price_cents: number;
  currency: string;
  duration_days: number;
  active: boolean;
}

const TITLE_COLUMN = { vet_deals: 'title', services: 'name', blog_posts: 'title' } as const;

async function priceDonation(
  req: Extract<CheckoutRequest, { kind: 'donation' }>,
  rest: Rest,
  payerId: string | null,
): Promise<Priced | Response> {
  const options = await rest<DonationOptions[]>(
    `donation_options?currency=eq.${req.currency}&active=is.true&select=min_cents,max_cents,monthly_allowed`,
  );
  const o = options.data?.[0];
  if (!o) return fail(422, 'currency_not_accepted', 'Donations in this currency are not accepted.');
  if (req.amountCents < o.min_cents || req.amountCents > o.max_cents) {
    return fail(
      422,
      'amount_out_of_bounds',
      `A donation must be between ${formatCents(o.min_cents, req.currency)} and ` +
        `${formatCents(o.max_cents, req.currency)}.`,
    );
  }
  if (req.recurring === 'monthly' && !o.monthly_allowed) {
    return fail(422, 'monthly_not_offered', 'Monthly donations are not offered.');
  }
  return {
    amountCents: req.amountCents,
    currency: req.currency,
    recurring: req.recurring,
    productName: req.recurring === 'monthly' ? 'Monthly donation to VetHub' : 'Donation to VetHub',
    row: { kind: 'donation', payer_id: payerId, receipt_name: req.receiptName },
  };
}

async function priceFeatured(
  req: Extract<CheckoutRequest, { kind: 'featured' }>,
  rest: Rest,
  payerId: string,
): Promise<Priced | Response> {
  const plans = await rest<PlanRow[]>(`plans?id=eq.${encodeURIComponent(req.planId)}&select=*`);
  const plan = plans.data?.[0];
  if (!plan) return fail(404, 'plan_not_found', 'There is no such plan.');
  if (!plan.active) return fail(422, 'plan_inactive', 'This plan is no longer offered.');
  const title = TITLE_COLUMN[req.listingTable];
  const listings = await rest<Record<string, unknown>[]>(
    `${req.listingTable}?id=eq.${req.listingId}&select=owner_id,${title},status,deleted_at` +
      (req.listingTable === 'vet_deals' ? ',active' : ''),
  );
  const listing = listings.data?.[0];
  if (!listing) return fail(404, 'listing_not_found', 'There is no such listing.');
  if (listing.owner_id !== payerId) {
    return fail(403, 'not_your_listing', 'You can feature only your own listings.');
  }
  if (!isLiveListing(req.listingTable, listing)) {
    return fail(422, 'listing_not_live', 'Only a live listing can be featured.');
  }
  return {
    amountCents: plan.price_cents,
    currency: plan.currency,
    recurring: 'once',
    productName: `${plan.name}: ${String(listing[title])}`.slice(0, 250),
    row: {
      kind: 'featured',
      payer_id: payerId,
      plan_id: plan.id,
      listing_table: req.listingTable,
      listing_id: req.listingId,
    },
  };
}

function sessionParams(
  req: CheckoutRequest,
  priced: Priced,
  paymentId: string,
  email: string | null,
  expiresAt: Date,
): Stripe.Checkout.SessionCreateParams {
  const monthly = priced.recurring === 'monthly';
  const base = req.language === 'es' ? `${req.origin}/es` : req.origin;
  const back = req.kind === 'donation' ? '/donate' : '/payment';
  const success = req.kind === 'donation' ? '/donate/thank-you' : '/payment/success';
  const metadata = { payment_id: paymentId, kind: req.kind };
  return {
    mode: monthly ? 'subscription' : 'payment',
    client_reference_id: paymentId,
    metadata,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: priced.currency,
          unit_amount: priced.amountCents,
          product_data: { name: priced.productName },
          ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    ...(monthly
      ? { subscription_data: { metadata } }
      : {
          payment_intent_data: { metadata },
          ...(req.kind === 'donation' ? { submit_type: 'donate' as const } : {}),
        }),
    ...(email ? { customer_email: email } : {}),
    success_url: `${base}${success}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${base}${back}?payment=${paymentId}`,
    // Latin American Spanish is the closest Stripe offers to the es-US the app writes.
    locale: req.language === 'es' ? 'es-419' : 'en',
    expires_at: Math.floor(expiresAt.getTime() / 1000),
  };
}

async function createCheckout(request: Request): Promise<Response> {
  const supabaseUrl = supabaseUrlOf(request);
  const serviceKey = readEnv('SUPABASE_SERVICE_ROLE_KEY');
  const setup = stripeSetup(supabaseUrl);
  if (!setup || !serviceKey) return fail(503, 'not_configured', 'Payments are not set up.');
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return fail(400, 'bad_request', 'The body must be JSON.');
  }
  const parsed = parseCheckoutRequest(body);
  if (!parsed.ok) return fail(400, 'bad_request', parsed.message);
  const req = parsed.value;
  if (!isAllowedOrigin(req.origin)) {
    return fail(400, 'bad_origin', 'origin must be this site’s address.');
  }
  const caller = await callerOf(request, supabaseUrl, readEnv('SUPABASE_ANON_KEY'));
  if (req.kind === 'featured' && !caller) {
    return fail(401, 'no_authorization', 'Sign in as a partner to feature a listing.');
  }
  const rest = serviceRest(supabaseUrl, serviceKey);
  const priced =
    req.kind === 'donation'
      ? await priceDonation(req, rest, caller?.id ?? null)
      : await priceFeatured(req, rest, caller?.id ?? '');
  if (priced instanceof Response) return priced;

  const expiresAt = new Date(Date.now() + CHECKOUT_MINUTES * 60_000);
  const inserted = await rest<{ id: string }[]>('payments?select=id', {
    method: 'POST',
    prefer: 'return=representation',
    body: {
      ...priced.row,
      language: req.language,
      email: caller?.email ?? null,
      amount_cents: priced.amountCents,
      currency: priced.currency,
      recurring: priced.recurring,
      expires_at: expiresAt.toISOString(),
    },
  });
  const paymentId = inserted.data?.[0]?.id;
  if (!paymentId) return fail(502, 'store_failed', 'The payment could not be recorded.');

  let session: Stripe.Checkout.Session;
  try {
    session = await setup.stripe.checkout.sessions.create(
      sessionParams(req, priced, paymentId, caller?.email ?? null, expiresAt),
      { idempotencyKey: paymentId },
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    await rest(`payments?id=eq.${paymentId}`, {
      method: 'PATCH',
      body: {
        status: 'failed',
        failure_reason: `Checkout could not start: ${reason}`.slice(0, 300),
      },
    });
    return fail(502, 'checkout_failed', 'The checkout could not be started. Please try again.');
  }
  await rest(`payments?id=eq.${paymentId}`, {
    method: 'PATCH',
    body: { checkout_session_id: session.id },
  });
  return json({ ok: true, url: session.url, payment_id: paymentId, session_id: session.id });
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST.');
  return createCheckout(req);
}
