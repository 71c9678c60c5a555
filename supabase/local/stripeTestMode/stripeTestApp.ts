/**
 * The stack's stand-in for Stripe (used only when no STRIPE_SECRET_KEY is set): the Checkout
 * Sessions API the create-checkout function calls, and the test checkout page it links to.
 */
import { Hono } from 'hono';
import type { StackContext } from '../context';
import { checkoutSessionRoutes, type TestSession } from './checkoutSessions';
import { testCheckoutRoutes } from './testCheckoutPage';

export function createStripeTestApp(ctx: StackContext): Hono {
  const app = new Hono();
  const sessions = new Map<string, TestSession>();
  const apiUrl = () => ctx.apiUrl;
  checkoutSessionRoutes(app, sessions, apiUrl);
  testCheckoutRoutes(app, sessions, apiUrl);
  return app;
}
