/**
 * The Stripe client of the payment functions. Production: STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are function secrets. Without a key, and only when the project runs on
 * a loopback address (the local stack), the stack's labelled test-mode Stripe stands in: the
 * same SDK calls go to it, and its test checkout signs webhooks with LOCAL_WEBHOOK_SECRET.
 */
import Stripe from 'stripe';
import { isLoopback, readEnv } from './env.ts';

export const LOCAL_SECRET_KEY = 'sk_test_vethub_local_test_mode';
export const LOCAL_WEBHOOK_SECRET = 'whsec_vethub_local_test_mode';

export interface StripeSetup {
  mode: 'stripe' | 'local-test';
  stripe: Stripe;
  webhookSecret: string | undefined;
}

export function stripeSetup(supabaseUrl: string): StripeSetup | null {
  const key = readEnv('STRIPE_SECRET_KEY');
  const httpClient = Stripe.createFetchHttpClient();
  if (key) {
    return {
      mode: 'stripe',
      stripe: new Stripe(key, { httpClient, maxNetworkRetries: 2 }),
      webhookSecret: readEnv('STRIPE_WEBHOOK_SECRET'),
    };
  }
  if (!isLoopback(supabaseUrl)) return null;
  const url = new URL(supabaseUrl);
  return {
    mode: 'local-test',
    stripe: new Stripe(LOCAL_SECRET_KEY, {
      httpClient,
      host: url.hostname,
      port: url.port,
      protocol: 'http',
      telemetry: false,
    }),
    webhookSecret: LOCAL_WEBHOOK_SECRET,
  };
}
