/**
 * Sends the mail admins' decisions queued in public.outgoing_mail: replies to contact messages
 * and feedback, and the reason sent to a partner whose item was rejected, sent back for changes
 * or taken down. The database writes the mail in the same transaction as the decision, so
 * nothing here decides who gets what; the caller only asks for the queue to be sent now.
 *
 *   POST /admin-reply  (Authorization: Bearer <an admin's JWT>)  → { sent, failed }
 *        401 signed out, 403 not an admin, 503 no way to send mail
 *
 * How mail is sent, and its secrets: ../_shared/queuedMail.ts.
 */

import { callerOf, CORS, fail, json, readEnv, supabaseUrlOf } from '../_shared/env.ts';
import { defaultSite, sendQueuedMail } from '../_shared/queuedMail.ts';

/** Whether the caller's own JWT makes them an admin, asked of the database (not the token). */
async function callerIsAdmin(req: Request, supabaseUrl: string): Promise<boolean | null> {
  const anonKey = readEnv('SUPABASE_ANON_KEY');
  if (!(await callerOf(req, supabaseUrl, anonKey))) return null;
  const res = await fetch(`${supabaseUrl}/rest/v1/rpc/is_admin`, {
    method: 'POST',
    headers: {
      Authorization: req.headers.get('Authorization') ?? '',
      apikey: req.headers.get('apikey') ?? anonKey ?? '',
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  return res.ok && (await res.json()) === true;
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (req.method !== 'POST') return fail(405, 'method_not_allowed', 'Use POST');
  const supabaseUrl = supabaseUrlOf(req);
  const admin = await callerIsAdmin(req, supabaseUrl);
  if (admin === null) return fail(401, 'unauthorized', 'Sign in first');
  if (!admin) return fail(403, 'forbidden', 'Only an admin can send mail');
  const site = defaultSite(supabaseUrl);
  if (!site) return fail(503, 'not_configured', 'Mail is not set up.');
  const result = await sendQueuedMail({
    supabaseUrl,
    serviceKey: readEnv('SUPABASE_SERVICE_ROLE_KEY'),
    claim: 'claim_outgoing_mail',
    maxCount: 50,
    site,
  });
  if (!result.ok) return fail(result.status, result.code, result.message);
  return json(result);
}
