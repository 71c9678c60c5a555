/**
 * Stripe Checkout without Stripe: a clearly labelled test page for the local stack. It takes
 * Stripe's test cards, posts the webhook event Stripe would send (signed with the local webhook
 * secret, so stripe-webhook runs exactly as in production) and then sends the payer back to the
 * session's success or cancel URL. An expired session refuses payment. A paid subscription
 * checkout starts a test subscription (its page: testSubscriptionPage.ts) and, as Stripe does,
 * sends its first invoice.paid after checkout.session.completed.
 */
import type { Hono } from 'hono';
import { formatCents } from '../../functions/_shared/money';
import type { TestSession } from './checkoutSessions';
import { checkoutPage, messagePage, type CheckoutForm } from './testCheckoutHtml';
import { invoiceObject, startSubscription, type TestSubscription } from './testSubscriptions';
import { deliver, stripeEvent } from './webhookDelivery';

/** Stripe's documented test cards this page understands. */
const TEST_CARDS: Record<string, { declineCode: string; message: string } | null> = {
  '4242424242424242': null,
  '4000000000000002': { declineCode: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': {
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

function validate(form: CheckoutForm): Partial<Record<keyof CheckoutForm, string>> {
  const errors: Partial<Record<keyof CheckoutForm, string>> = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email)) errors.email = 'Enter a valid email address.';
  const card = form.card.replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(card)) errors.card = 'Enter the 16-digit card number.';
  else if (!(card in TEST_CARDS)) errors.card = 'Use one of the test cards listed above.';
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  const month = Number(exp?.[1]);
  const lastDay = exp ? new Date(Date.UTC(2000 + Number(exp[2]), month, 0, 23, 59)) : null;
  if (!exp || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM / YY.';
  else if (lastDay && lastDay.getTime() < Date.now()) errors.expiry = 'This card has expired.';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  return errors;
}

function eventFor(session: TestSession, decline: { declineCode: string; message: string } | null) {
  if (!decline) return stripeEvent('checkout.session.completed', session);
  return stripeEvent('payment_intent.payment_failed', {
    id: session.payment_intent ?? `pi_test_local_${session.id.slice(-8)}`,
    object: 'payment_intent',
    status: 'requires_payment_method',
    metadata: session.metadata,
    last_payment_error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: decline.declineCode,
      message: decline.message,
    },
  });
}

export function testCheckoutRoutes(
  app: Hono,
  sessions: Map<string, TestSession>,
  subscriptions: Map<string, TestSubscription>,
  apiUrl: () => string,
) {
  const amountOf = (s: TestSession) =>
    `${formatCents(s.amount_total, s.currency)}${s.mode === 'subscription' ? ' every month' : ''}`;
  const isOpen = (s: TestSession) => s.status === 'open' && s.expires_at * 1000 > Date.now();
  const closed = (s: TestSession) =>
    messagePage(
      'This checkout is closed',
      s.status === 'complete'
        ? 'This checkout was already paid.'
        : 'This checkout expired before it was paid. Nothing was charged.',
      s.cancel_url,
      s.subscription
        ? { href: `/testmode/subscriptions/${s.subscription}`, label: 'See its test subscription' }
        : undefined,
    );

  app.get('/testmode/checkout/:id', (c) => {
    const session = sessions.get(c.req.param('id'));
    if (!session)
      return c.html(messagePage('Checkout not found', 'There is no such checkout.'), 404);
    if (!isOpen(session)) return c.html(closed(session), 410);
    const form = { email: session.customer_email ?? '', card: '', expiry: '', cvc: '' };
    return c.html(checkoutPage(session, amountOf(session), form, {}));
  });

  app.post('/testmode/checkout/:id', async (c) => {
    const session = sessions.get(c.req.param('id'));
    if (!session)
      return c.html(messagePage('Checkout not found', 'There is no such checkout.'), 404);
    if (!isOpen(session)) return c.html(closed(session), 410);
    const body = await c.req.parseBody();
    const field = (name: string) =>
      typeof body[name] === 'string' ? body[name].slice(0, 200) : '';
    const form = {
      email: field('email').trim(),
      card: field('card'),
      expiry: field('expiry'),
      cvc: field('cvc'),
    };
    const errors = validate(form);
    if (Object.keys(errors).length) {
      return c.html(checkoutPage(session, amountOf(session), form, errors), 400);
    }
    const decline = TEST_CARDS[form.card.replace(/[\s-]/g, '')] ?? null;
    const subscription =
      !decline && session.mode === 'subscription' ? startSubscription(session, form.email) : null;
    if (!decline) {
      session.status = 'complete';
      session.payment_status = 'paid';
      session.customer_details = { email: form.email };
      session.subscription = subscription?.id ?? null;
      session.invoice = subscription?.invoices[0]?.id ?? null;
    }
    const status = await deliver(apiUrl(), eventFor(session, decline));
    if (status >= 200 && status < 300 && subscription) {
      subscriptions.set(subscription.id, subscription);
      // Bounded like the sessions, so a long-running kiosk stack never grows without limit.
      if (subscriptions.size > 1000) {
        subscriptions.delete(subscriptions.keys().next().value as string);
      }
      const first = subscription.invoices[0];
      if (first)
        await deliver(apiUrl(), stripeEvent('invoice.paid', invoiceObject(subscription, first)));
    }
    if (status < 200 || status >= 300) {
      if (!decline) {
        session.status = 'open';
        session.subscription = null;
        session.invoice = null;
      }
      return c.html(
        messagePage(
          'VetHub did not take the payment notice',
          `The webhook answered ${status}. Nothing was charged; try again.`,
          session.cancel_url,
        ),
        502,
      );
    }
    const target = decline
      ? session.cancel_url
      : session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
    return c.redirect(target, 303);
  });
}
