/**
 * Sending an event to the stack's stripe-webhook function as Stripe would: the event envelope,
 * signed with the local webhook secret (Stripe.webhooks.generateTestHeaderString), so the
 * function checks it exactly as it checks Stripe's.
 */
import Stripe from 'stripe';
import { LOCAL_WEBHOOK_SECRET } from '../../functions/_shared/stripeSetup';

export function stripeEvent(type: string, object: object) {
  return {
    id: `evt_test_local_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** Posts the signed event; answers the webhook's HTTP status (0 when it could not be reached). */
export async function deliver(apiUrl: string, event: object): Promise<number> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: LOCAL_WEBHOOK_SECRET,
  });
  try {
    const res = await fetch(`${apiUrl}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}
