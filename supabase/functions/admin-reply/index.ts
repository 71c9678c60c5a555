/**
 * Sends the mail admins' decisions queued in public.outgoing_mail: replies to contact messages
 * and feedback, and the reason sent to a partner whose item was rejected, sent back for changes
 * or taken down. The database writes the mail in the same transaction as the decision, so
 * nothing here decides who gets what; the caller only asks for the queue to be sent now.
 *
 *   POST /admin-reply  (Authorization: Bearer <an admin's JWT>)  → { sent, failed }
 *        401 signed out, 403 not an admin, 503 no way to send mail
 *
 * Production: SMTP_HOST, SMTP_PORT (465, implicit TLS; Supabase Edge blocks 25 and 587),
 * SMTP_USER, SMTP_PASS and MAIL_FROM as function secrets. Without SMTP, and only when the
 * project runs on a loopback address (the local stack), mail goes to the stack's mailbox.
 */

interface Env {
  supabaseUrl: string;
  anonKey: string | undefined;
  serviceKey: string | undefined;
}

interface QueuedMail {
  id: number;
  to_email: string;
  subject: string;
  body: string;
}

type Send = (mail: QueuedMail) => Promise<void>;

function readEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: { env: { get(n: string): string | undefined } } }).Deno;
  const value = deno ? deno.env.get(name) : globalThis.process?.env[name];
  return value || undefined;
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: CORS });
}

/** Whether the caller's own JWT makes them an admin, asked of the database (not the token). */
async function callerIsAdmin(req: Request, env: Env): Promise<boolean | null> {
  const auth = req.headers.get('Authorization');
  const apikey = req.headers.get('apikey') ?? env.anonKey;
  if (!auth?.startsWith('Bearer ') || !apikey) return null;
  const user = await fetch(`${env.supabaseUrl}/auth/v1/user`, {
    headers: { Authorization: auth, apikey },
  });
  if (!user.ok) return null;
  const res = await fetch(`${env.supabaseUrl}/rest/v1/rpc/is_admin`, {
    method: 'POST',
    headers: { Authorization: auth, apikey, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return res.ok && (await res.json()) === true;
}

async function smtpSender(): Promise<Send | null> {
  const host = readEnv('SMTP_HOST');
  const from = readEnv('MAIL_FROM');
  if (!host || !from) return null;
  // Only Supabase Edge (Deno) resolves npm: specifiers; the local stack never reaches here.
  const spec = 'npm:nodemailer@6.9.16';
  const nodemailer = (await import(/* @vite-ignore */ spec)) as {
    createTransport(options: unknown): { sendMail(mail: unknown): Promise<unknown> };
  };
  const transport = nodemailer.createTransport({
    host,
    port: Number(readEnv('SMTP_PORT') ?? 465),
    secure: true,
    auth: { user: readEnv('SMTP_USER'), pass: readEnv('SMTP_PASS') },
  });
  return async (mail) => {
    await transport.sendMail({ from, to: mail.to_email, subject: mail.subject, text: mail.body });
  };
}

function mailboxSender(env: Env): Send | null {
  if (!isLoopback(env.supabaseUrl) || !env.serviceKey) return null;
  return async (mail) => {
    const res = await fetch(`${env.supabaseUrl}/mailbox/api/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.serviceKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: mail.to_email, subject: mail.subject, text: mail.body }),
    });
    if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  };
}

async function rest(env: Env, path: string, init: RequestInit): Promise<Response> {
  const key = env.serviceKey ?? '';
  return fetch(`${env.supabaseUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${key}`,
      apikey: key,
      'Content-Type': 'application/json',
      ...(init.method === 'PATCH' ? { Prefer: 'return=minimal' } : {}),
    },
  });
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (req.method !== 'POST') {
    return json({ ok: false, code: 'method_not_allowed', message: 'Use POST' }, 405);
  }
  const env: Env = {
    supabaseUrl: (readEnv('SUPABASE_URL') ?? new URL(req.url).origin).replace(/\/$/, ''),
    anonKey: readEnv('SUPABASE_ANON_KEY'),
    serviceKey: readEnv('SUPABASE_SERVICE_ROLE_KEY'),
  };
  const admin = await callerIsAdmin(req, env);
  if (admin === null)
    return json({ ok: false, code: 'unauthorized', message: 'Sign in first' }, 401);
  if (!admin) {
    return json({ ok: false, code: 'forbidden', message: 'Only an admin can send mail' }, 403);
  }
  const send = (await smtpSender()) ?? mailboxSender(env);
  if (!send || !env.serviceKey) {
    return json({ ok: false, code: 'not_configured', message: 'Mail is not set up.' }, 503);
  }
  const claimed = await rest(env, 'rpc/claim_outgoing_mail', {
    method: 'POST',
    body: JSON.stringify({ max_count: 50 }),
  });
  if (!claimed.ok) {
    return json(
      { ok: false, code: 'queue_error', message: 'The mail queue could not be read.' },
      502,
    );
  }
  const queue = (await claimed.json()) as QueuedMail[];
  let sent = 0;
  let failed = 0;
  for (const mail of queue) {
    let update: Record<string, unknown>;
    try {
      await send(mail);
      update = { sent_at: new Date().toISOString(), last_error: null };
      sent += 1;
    } catch (error) {
      update = {
        last_error: String(error instanceof Error ? error.message : error).slice(0, 1000),
      };
      failed += 1;
    }
    await rest(env, `outgoing_mail?id=eq.${mail.id}`, {
      method: 'PATCH',
      body: JSON.stringify(update),
    });
  }
  return json({ ok: true, sent, failed });
}
