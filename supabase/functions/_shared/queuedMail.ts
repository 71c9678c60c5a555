/**
 * Sending what the database queued in public.outgoing_mail: claimed through a service-role RPC
 * (so two callers never send the same mail), sent by SMTP in production or to the local stack's
 * mailbox, then stamped sent or given its error (up to 5 attempts). A body may hold `{{site}}`
 * where a link into the app goes: the database does not know the app's address, the sender does.
 *
 * Production: SMTP_HOST, SMTP_PORT (465, implicit TLS; Supabase Edge blocks 25 and 587),
 * SMTP_USER, SMTP_PASS and MAIL_FROM as function secrets. Without SMTP, and only when the
 * project runs on a loopback address (the local stack), mail goes to the stack's mailbox.
 */
import { isLoopback, readEnv } from './env.ts';

interface QueuedMail {
  id: number;
  to_email: string;
  subject: string;
  body: string;
}

type Send = (mail: QueuedMail) => Promise<void>;

/** A one-click unsubscribe link in a mail's body, as the reminder functions write it. */
const UNSUBSCRIBE_LINK = /https?:\/\/\S+\/unsubscribe\?token=[0-9a-f-]{36}(?:&lang=[a-z]{2})?/;

/**
 * RFC 8058: a mail with a one-click link says so in its headers, so mail clients offer their
 * own "Unsubscribe" button, which POSTs to the link (the functions accept GET and POST).
 */
export function listHeaders(body: string): Record<string, string> {
  const link = UNSUBSCRIBE_LINK.exec(body)?.[0];
  return link
    ? { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
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
    await transport.sendMail({
      from,
      to: mail.to_email,
      subject: mail.subject,
      text: mail.body,
      headers: listHeaders(mail.body),
    });
  };
}

function mailboxSender(supabaseUrl: string, serviceKey: string): Send | null {
  if (!isLoopback(supabaseUrl)) return null;
  return async (mail) => {
    const res = await fetch(`${supabaseUrl}/mailbox/api/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        to: mail.to_email,
        subject: mail.subject,
        text: mail.body,
        headers: listHeaders(mail.body),
      }),
    });
    if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  };
}

/** The app's address for links in mail: SITE_URL, or the local app when on the local stack. */
export function defaultSite(supabaseUrl: string): string | null {
  const site = readEnv('SITE_URL') ?? (isLoopback(supabaseUrl) ? 'http://localhost:5173' : null);
  return site ? site.replace(/\/$/, '') : null;
}

export type SendResult =
  | { ok: true; sent: number; failed: number }
  | { ok: false; status: number; code: string; message: string };

export async function sendQueuedMail(options: {
  supabaseUrl: string;
  serviceKey: string | undefined;
  /** The service-role RPC that claims the mail to send, e.g. `claim_outgoing_mail`. */
  claim: string;
  maxCount: number;
  site: string;
}): Promise<SendResult> {
  const { supabaseUrl, serviceKey } = options;
  const send = serviceKey ? ((await smtpSender()) ?? mailboxSender(supabaseUrl, serviceKey)) : null;
  if (!send || !serviceKey) {
    return { ok: false, status: 503, code: 'not_configured', message: 'Mail is not set up.' };
  }
  const rest = (path: string, method: string, body: unknown) =>
    fetch(`${supabaseUrl}/rest/v1/${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${serviceKey}`,
        apikey: serviceKey,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(body),
    });
  const claimed = await rest(`rpc/${options.claim}`, 'POST', { max_count: options.maxCount });
  if (!claimed.ok) {
    return {
      ok: false,
      status: 502,
      code: 'queue_error',
      message: 'The mail queue could not be read.',
    };
  }
  const queue = (await claimed.json()) as QueuedMail[];
  let sent = 0;
  let failed = 0;
  for (const mail of queue) {
    let update: Record<string, unknown>;
    try {
      await send({ ...mail, body: mail.body.replaceAll('{{site}}', options.site) });
      update = { sent_at: new Date().toISOString(), last_error: null };
      sent += 1;
    } catch (error) {
      update = {
        last_error: String(error instanceof Error ? error.message : error).slice(0, 1000),
      };
      failed += 1;
    }
    await rest(`outgoing_mail?id=eq.${mail.id}`, 'PATCH', update);
  }
  return { ok: true, sent, failed };
}
