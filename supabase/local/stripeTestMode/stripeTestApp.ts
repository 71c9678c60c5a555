/**
 * The stack's stand-in for Stripe (used only when no STRIPE_SECRET_KEY is set): the Checkout
 * Sessions and Subscriptions APIs the payment functions call, the test checkout page they link
 * to, and the test subscriptions page that sends each next month's signed events.
 */
import { Hono } from 'hono';
import type { StackContext } from '../context';
import { checkoutSessionRoutes, type TestSession } from './checkoutSessions';
import { testCheckoutRoutes } from './testCheckoutPage';
import { testSubscriptionRoutes } from './testSubscriptionPage';
import type { TestSubscription } from './testSubscriptions';

export function createStripeTestApp(ctx: StackContext): Hono {
  const app = new Hono();
  const sessions = new Map<string, TestSession>();
  const subscriptions = new Map<string, TestSubscription>();
  const apiUrl = () => ctx.apiUrl;
  checkoutSessionRoutes(app, sessions, apiUrl);
  testCheckoutRoutes(app, sessions, subscriptions, apiUrl);
  testSubscriptionRoutes(app, subscriptions, apiUrl);
  return app;
}
