/**
 * Sends the newsletter's confirmation mail (a sign-up for an address that unsubscribed; see
 * migration 20261124110000). Anyone may ask: the database decides who gets a mail and when, so
 * calling this only sends sooner what is already queued. The link in it goes to `site` when that
 * is one of the app's own origins, otherwise to SITE_URL — never to an address a caller names.
 *
 *   POST /newsletter-confirm  {site?: "https://…"}  → { ok, sent, failed }
 *        400 not JSON or not an object, 405 not POST, 413 over 1 KB, 503 no way to send mail
 *
 * How mail is sent, and its secrets: ../_shared/queuedMail.ts.
 */
import { CORS, fail, isAllowedOrigin, json, readEnv, supabaseUrlOf } from '../_shared/env.ts';
import { defaultSite, sendQueuedMail } from '../_shared/queuedMail.ts';

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST');
  const text = await req.text();
  if (text.length > 1024) return fail(413, 'too_large', 'The request is over 1 KB.');
  let body: unknown = {};
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    return fail(400, 'bad_json', 'The request is not JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail(400, 'bad_request', 'Send a JSON object.');
  }
  const supabaseUrl = supabaseUrlOf(req);
  const asked = (body as { site?: unknown }).site;
  const site =
    typeof asked === 'string' && isAllowedOrigin(asked)
      ? new URL(asked).origin
      : defaultSite(supabaseUrl);
  if (!site) return fail(503, 'not_configured', 'Mail is not set up.');
  const result = await sendQueuedMail({
    supabaseUrl,
    serviceKey: readEnv('SUPABASE_SERVICE_ROLE_KEY'),
    claim: 'claim_newsletter_mail',
    maxCount: 10,
    site,
  });
  if (!result.ok) return fail(result.status, result.code, result.message);
  return json(result);
}
