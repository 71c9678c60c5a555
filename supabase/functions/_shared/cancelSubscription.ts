/**
 * Ends a monthly gift's subscription at Stripe. Stripe then sends customer.subscription.deleted,
 * which the webhook records; nothing is written here. True when the subscription is cancelled,
 * including when it already was (from Stripe's dashboard, or a first try whose answer was lost).
 */
import type { StripeSetup } from './stripeSetup.ts';

export async function cancelSubscription(setup: StripeSetup, subscriptionId: string) {
  try {
    await setup.stripe.subscriptions.cancel(subscriptionId);
    return true;
  } catch {
    const sub = await setup.stripe.subscriptions.retrieve(subscriptionId).catch(() => null);
    return sub?.status === 'canceled';
  }
}
