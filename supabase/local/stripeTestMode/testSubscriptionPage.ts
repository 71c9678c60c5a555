/**
 * The test stand-in's subscriptions, for people and for the SDK:
 *
 *   GET  /testmode/subscriptions[?email]   the list (labelled test mode)
 *   GET  /testmode/subscriptions/:id       one, with "Next month" and "Next month, card declined"
 *   POST /testmode/subscriptions/:id       outcome=paid|declined: bills the next month and sends
 *                                          the signed invoice.paid or invoice.payment_failed
 *   GET    /v1/subscriptions/:id           Stripe's retrieve
 *   DELETE /v1/subscriptions/:id           Stripe's cancel: sends customer.subscription.deleted
 *                                          before answering, so the gift is cancelled by then
 */
import type { Hono } from 'hono';
import { messagePage } from './testCheckoutHtml';
import { subscriptionPage, subscriptionsPage } from './testSubscriptionHtml';
import {
  invoiceObject,
  monthName,
  nextInvoice,
  subscriptionObject,
  type TestSubscription,
} from './testSubscriptions';
import { deliver, stripeEvent } from './webhookDelivery';

const notFound = () => messagePage('Subscription not found', 'There is no such test subscription.');

export function testSubscriptionRoutes(
  app: Hono,
  subscriptions: Map<string, TestSubscription>,
  apiUrl: () => string,
) {
  app.get('/testmode/subscriptions', (c) => {
    const email = (c.req.query('email') ?? '').trim().toLowerCase().slice(0, 320);
    const subs = [...subscriptions.values()]
      .filter((s) => !email || s.customer_email.toLowerCase() === email)
      .reverse();
    return c.html(subscriptionsPage(subs, email));
  });

  app.get('/testmode/subscriptions/:id', (c) => {
    const sub = subscriptions.get(c.req.param('id'));
    return sub ? c.html(subscriptionPage(sub)) : c.html(notFound(), 404);
  });

  app.post('/testmode/subscriptions/:id', async (c) => {
    const sub = subscriptions.get(c.req.param('id'));
    if (!sub) return c.html(notFound(), 404);
    if (sub.status === 'canceled') return c.html(subscriptionPage(sub), 409);
    const body = await c.req.parseBody();
    if (body.outcome !== 'paid' && body.outcome !== 'declined') {
      return c.html(messagePage('Choose a button', 'Choose Next month or a declined card.'), 400);
    }
    const invoice = nextInvoice(sub, body.outcome === 'paid');
    const type = invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed';
    const status = await deliver(apiUrl(), stripeEvent(type, invoiceObject(sub, invoice)));
    sub.lastDelivery = { type, about: monthName(invoice.period_start), status };
    return c.redirect(`/testmode/subscriptions/${sub.id}`, 303);
  });

  app.get('/v1/subscriptions/:id', (c) => {
    const sub = subscriptions.get(c.req.param('id'));
    return sub ? c.json(subscriptionObject(sub)) : c.json(missing(), 404);
  });

  app.delete('/v1/subscriptions/:id', async (c) => {
    const sub = subscriptions.get(c.req.param('id'));
    if (!sub) return c.json(missing(), 404);
    if (sub.status !== 'canceled') {
      sub.status = 'canceled';
      sub.canceled_at = Math.floor(Date.now() / 1000);
      const status = await deliver(
        apiUrl(),
        stripeEvent('customer.subscription.deleted', subscriptionObject(sub)),
      );
      sub.lastDelivery = { type: 'customer.subscription.deleted', about: 'cancelled', status };
    }
    return c.json(subscriptionObject(sub));
  });
}

const missing = () => ({
  error: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: 'No such subscription',
    param: 'id',
  },
});
