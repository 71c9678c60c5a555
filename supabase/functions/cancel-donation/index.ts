/**
 * A donor cancels their own monthly gift (from the dashboard). Stripe cancels the subscription
 * and sends customer.subscription.deleted; the webhook records it, as it records every change of
 * a gift, so this function writes nothing itself. On the local stack the test-mode Stripe sends
 * that event before it answers, so the gift is already cancelled when this answers.
 *
 *   POST /cancel-donation {gift_id}   (Authorization: the donor's JWT)
 *   → 200 {ok, gift_id, status: 'cancelled' | 'cancelling'} ('cancelling': the event is on its way)
 *     400 not JSON or no gift id, with the reason; 401 signed out; 404 no such gift of the
 *     caller's (another person's gift is answered the same); 405; 409 already cancelled;
 *     413 over 1 KB; 502 Stripe did not cancel (safe to repeat); 503 payments not set up
 */
import { callerOf, CORS, fail, json, readEnv, serviceRest, supabaseUrlOf } from '../_shared/env.ts';
import { cancelSubscription } from '../_shared/cancelSubscription.ts';
import { stripeSetup } from '../_shared/stripeSetup.ts';

const MAX_BODY = 1_000;
const UUID = /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

interface Gift {
  id: string;
  payer_id: string | null;
  status: 'active' | 'past_due' | 'cancelled';
  subscription_id: string;
}

function giftIdOf(text: string): string | Response {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(400, 'bad_json', 'The request body must be JSON.');
  }
  const id = (body as { gift_id?: unknown } | null)?.gift_id;
  if (typeof body !== 'object' || Array.isArray(body) || typeof id !== 'string' || !UUID.test(id)) {
    return fail(400, 'bad_request', 'gift_id must be the id of one of your monthly gifts.');
  }
  return id.toLowerCase();
}

async function cancelDonation(req: Request): Promise<Response> {
  const url = supabaseUrlOf(req);
  const serviceKey = readEnv('SUPABASE_SERVICE_ROLE_KEY');
  const setup = stripeSetup(url);
  if (!setup || !serviceKey) return fail(503, 'not_configured', 'Payments are not set up.');
  const text = await req.text();
  if (text.length > MAX_BODY) return fail(413, 'too_large', 'The request is too large.');
  const giftId = giftIdOf(text);
  if (giftId instanceof Response) return giftId;
  const caller = await callerOf(req, url, readEnv('SUPABASE_ANON_KEY'));
  if (!caller) return fail(401, 'not_signed_in', 'Sign in to cancel your monthly gift.');

  const rest = serviceRest(url, serviceKey);
  const read = async () =>
    (await rest<Gift[]>(`monthly_gifts?id=eq.${giftId}&select=id,payer_id,status,subscription_id`))
      .data?.[0];
  const gift = await read();
  if (!gift || gift.payer_id !== caller.id) {
    return fail(404, 'gift_not_found', 'You have no monthly gift with this id.');
  }
  if (gift.status === 'cancelled') {
    return fail(409, 'already_cancelled', 'This monthly gift is already cancelled.');
  }
  if (!(await cancelSubscription(setup, gift.subscription_id))) {
    return fail(502, 'cancel_failed', 'Your monthly gift could not be cancelled. Try again.');
  }
  const after = await read();
  return json({
    ok: true,
    gift_id: gift.id,
    status: after?.status === 'cancelled' ? 'cancelled' : 'cancelling',
  });
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST.');
  return cancelDonation(req);
}
