/**
 * Deletes the caller's own account, after they typed the confirmation phrase: ends their monthly
 * gifts at Stripe first (a gift left running would go on charging someone with no account to
 * stop it from; if one cannot be ended, the account is kept and they are told), takes down their
 * listings, anonymises their reviews and removes their messages and subscription
 * (public.erase_account), removes the pictures they uploaded (through the Storage API: storage
 * rows must never be deleted in SQL, or the files stay), then deletes the auth user, which
 * removes the profile.
 *
 *   POST /delete-account {confirm: 'delete my account' | 'eliminar mi cuenta'}  (the user's JWT)
 *   → 200 {ok: true}; 400 not confirmed or bad body, 401 signed out, 405, 413, 502 (a step
 *     failed, gift_cancel_failed among them), 503 (not set up, or payments not set up while the
 *     person has a monthly gift)
 *
 * Both steps are safe to repeat, so a failure part-way is answered "try again".
 */
import { cancelSubscription } from '../_shared/cancelSubscription.ts';
import { callerOf, CORS, fail, json, readEnv, serviceRest, supabaseUrlOf } from '../_shared/env.ts';
import { stripeSetup } from '../_shared/stripeSetup.ts';

/**
 * What the person types, in the language their page is in (the app's catalogs say the same:
 * dashboard.delete.phrase); either is accepted whatever the page.
 */
export const CONFIRM_PHRASES = ['delete my account', 'eliminar mi cuenta'];
const MAX_BODY = 1_000;

export default async function deleteAccount(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { headers: CORS });
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST.');
  const url = supabaseUrlOf(req);
  const serviceKey = readEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!serviceKey) return fail(503, 'not_configured', 'Account deletion is not set up here.');

  const text = await req.text();
  if (text.length > MAX_BODY) return fail(413, 'too_large', 'The request is too large.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(400, 'bad_json', 'The request body must be JSON.');
  }
  const caller = await callerOf(req, url, readEnv('SUPABASE_ANON_KEY'));
  if (!caller) return fail(401, 'not_signed_in', 'Sign in again to delete your account.');
  const confirm = (body as { confirm?: unknown } | null)?.confirm;
  if (typeof confirm !== 'string' || !CONFIRM_PHRASES.includes(confirm.trim().toLowerCase())) {
    return fail(400, 'not_confirmed', 'Type “delete my account” to confirm.');
  }

  const rest = serviceRest(url, serviceKey);
  const gifts = await endMonthlyGifts(url, rest, caller.id);
  if (gifts) return gifts;
  const erased = await rest('rpc/erase_account', { method: 'POST', body: { target: caller.id } });
  if (!erased.ok) return fail(502, 'erase_failed', 'Your account could not be deleted. Try again.');
  if (!(await removePictures(url, serviceKey, caller.id))) {
    return fail(502, 'erase_failed', 'Your account could not be deleted. Try again.');
  }
  const removed = await fetch(`${url}/auth/v1/admin/users/${caller.id}`, {
    method: 'DELETE',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  });
  if (!removed.ok) {
    return fail(502, 'delete_failed', 'Your account could not be deleted. Try again.');
  }
  return json({ ok: true });
}

const GIFT_KEPT = 'Your monthly gift could not be cancelled, so your account was not deleted.';

/** Ends every running monthly gift of the person; a refusal to answer with, or null when done. */
async function endMonthlyGifts(
  url: string,
  rest: ReturnType<typeof serviceRest>,
  userId: string,
): Promise<Response | null> {
  const running = await rest<{ subscription_id: string }[]>(
    `monthly_gifts?payer_id=eq.${userId}&status=neq.cancelled&select=subscription_id`,
  );
  if (!running.ok)
    return fail(502, 'erase_failed', 'Your account could not be deleted. Try again.');
  if (!running.data?.length) return null;
  const setup = stripeSetup(url);
  if (!setup) return fail(503, 'not_configured', `${GIFT_KEPT} Try again later.`);
  for (const gift of running.data) {
    if (!(await cancelSubscription(setup, gift.subscription_id))) {
      return fail(502, 'gift_cancel_failed', `${GIFT_KEPT} Try again.`);
    }
  }
  return null;
}

const PICTURES = 'listing-images';
const PAGE = 100;
/** Far beyond what one partner uploads; a folder holding more is not walked to its end. */
const MOST_OBJECTS = 5000;

type Headers = Record<string, string>;

/**
 * Every object under the person's folder, sub-folders included: Storage lists one level at a
 * time, a folder as an entry without an id. Undefined when Storage fails or the walk is too big.
 */
async function listPictures(url: string, headers: Headers, userId: string) {
  const files: string[] = [];
  const folders = [userId];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (let offset = 0; ; offset += PAGE) {
      if (files.length + folders.length > MOST_OBJECTS) return undefined;
      const listed = await fetch(`${url}/storage/v1/object/list/${PICTURES}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ prefix: folder, limit: PAGE, offset }),
      });
      if (!listed.ok) return undefined;
      const entries = (await listed.json()) as { name: string; id: string | null }[];
      for (const entry of entries) {
        (entry.id === null ? folders : files).push(`${folder}/${entry.name}`);
      }
      if (entries.length < PAGE) break;
    }
  }
  return files;
}

/** Removes every object under the person's folder, sub-folders included; true when none is left. */
async function removePictures(url: string, serviceKey: string, userId: string): Promise<boolean> {
  const headers = {
    apikey: serviceKey,
    Authorization: `Bearer ${serviceKey}`,
    'Content-Type': 'application/json',
  };
  const files = await listPictures(url, headers, userId);
  if (!files) return false;
  for (let start = 0; start < files.length; start += PAGE) {
    const removed = await fetch(`${url}/storage/v1/object/${PICTURES}`, {
      method: 'DELETE',
      headers,
      body: JSON.stringify({ prefixes: files.slice(start, start + PAGE) }),
    });
    if (!removed.ok) return false;
  }
  // Anything uploaded meanwhile keeps the account until the next try.
  return (await listPictures(url, headers, userId))?.length === 0;
}
