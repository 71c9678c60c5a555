/**
 * The part of Stripe's API the create-checkout function calls, answered by the local stack when
 * no Stripe key is configured: POST /v1/checkout/sessions and GET /v1/checkout/sessions/:id.
 * Sessions live in memory; their checkout page is testCheckoutPage.ts.
 */
import type { Hono } from 'hono';
import { LOCAL_SECRET_KEY } from '../../functions/_shared/stripeSetup';
import { obj, parseStripeForm, text, type FormValue } from './formBody';

export interface TestSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string;
  amount_total: number;
  currency: string;
  product_name: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  customer_details: { email: string } | null;
  payment_intent: string | null;
  /** Subscription mode: the subscription and its first invoice, once paid. */
  subscription: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
}

const stripeError = (message: string, param?: string) => ({
  error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) },
});

function stringMap(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(obj(value)).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export function checkoutSessionRoutes(
  app: Hono,
  sessions: Map<string, TestSession>,
  apiUrl: () => string,
) {
  app.use('/v1/*', async (c, next) => {
    if (c.req.header('Authorization') !== `Bearer ${LOCAL_SECRET_KEY}`) {
      return c.json(stripeError('Invalid API Key provided (local test mode).'), 401);
    }
    await next();
  });

  app.post('/v1/checkout/sessions', async (c) => {
    const form = parseStripeForm(await c.req.text());
    const lines = form.line_items;
    const price = obj(obj(Array.isArray(lines) ? lines[0] : undefined).price_data);
    const amount = Number(text(price.unit_amount));
    const currency = text(price.currency);
    const mode = text(form.mode);
    const successUrl = text(form.success_url);
    const cancelUrl = text(form.cancel_url);
    if (!Number.isSafeInteger(amount) || amount < 50 || !currency) {
      return c.json(stripeError('line_items[0][price_data] needs unit_amount and currency'), 400);
    }
    if (mode !== 'payment' && mode !== 'subscription') {
      return c.json(stripeError('mode must be payment or subscription', 'mode'), 400);
    }
    if (!successUrl || !cancelUrl) {
      return c.json(stripeError('success_url and cancel_url are required'), 400);
    }
    const id = `cs_test_local_${crypto.randomUUID().replaceAll('-', '')}`;
    const now = Math.floor(Date.now() / 1000);
    const session: TestSession = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${apiUrl()}/testmode/checkout/${id}`,
      amount_total: amount,
      currency,
      product_name: text(obj(price.product_data).name) ?? 'Payment',
      metadata: stringMap(form.metadata),
      client_reference_id: text(form.client_reference_id) ?? null,
      customer_email: text(form.customer_email) ?? null,
      customer_details: null,
      payment_intent:
        mode === 'payment' ? `pi_test_local_${crypto.randomUUID().slice(0, 8)}` : null,
      subscription: null,
      invoice: null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      expires_at: Number(text(form.expires_at)) || now + 30 * 60,
      created: now,
    };
    sessions.set(id, session);
    // Bounded like the mailbox, so a long-running kiosk stack never grows without limit.
    if (sessions.size > 1000) sessions.delete(sessions.keys().next().value as string);
    return c.json(session);
  });

  app.get('/v1/checkout/sessions/:id', (c) => {
    const session = sessions.get(c.req.param('id'));
    return session ? c.json(session) : c.json(stripeError('No such checkout.session', 'id'), 404);
  });
}
