/**
 * The email receipt for a paid payment (each month of a monthly gift has its own). Sent through
 * an email API that takes JSON {from, to, subject, text, html} with a bearer key (MAIL_API_URL,
 * MAIL_API_KEY, MAIL_FROM); on the local stack, without one, its mailbox (/mailbox) receives it.
 */
import { formatCents } from '../_shared/money.ts';
import { isLoopback, readEnv } from '../_shared/env.ts';

export interface PaidPayment {
  id: string;
  kind: 'donation' | 'featured';
  email: string | null;
  receipt_name: string | null;
  receipt_number: string | null;
  amount_cents: number;
  currency: string;
  recurring: 'once' | 'monthly';
  paid_at: string | null;
  /** The month a monthly gift's payment is for. */
  month_start: string | null;
  featured_until: string | null;
  plan_name: string | null;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }) : 'today';

/** "December 2026": the month a gift's payment is for. */
export const monthOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function receiptText(p: PaidPayment, siteUrl: string): { subject: string; text: string } {
  const amount = formatCents(p.amount_cents, p.currency);
  const lines =
    p.kind === 'donation'
      ? [
          `Thank you${p.receipt_name ? `, ${p.receipt_name}` : ''}, for supporting VetHub.`,
          '',
          `Donation: ${amount}${p.recurring === 'monthly' ? ' every month' : ''}`,
          ...(p.recurring === 'monthly' && p.month_start
            ? [`Month: ${monthOf(p.month_start)}`]
            : []),
          `Date: ${day(p.paid_at)}`,
          `Receipt number: ${p.receipt_number ?? ''}`,
          '',
          `Our donation refund policy: ${siteUrl}/donate/refund-policy`,
        ]
      : [
          'Thank you. Your payment for a featured listing on VetHub was received.',
          '',
          `Plan: ${p.plan_name ?? ''}`,
          `Amount: ${amount}`,
          `Date: ${day(p.paid_at)}`,
          `Featured until: ${day(p.featured_until)}`,
          `Receipt number: ${p.receipt_number ?? ''}`,
          '',
          `Your payments: ${siteUrl}/dashboard/business`,
        ];
  const subject =
    p.kind === 'donation' ? 'Your VetHub donation receipt' : 'Your VetHub featured listing receipt';
  return { subject, text: `${lines.join('\n')}\n` };
}

export const siteUrl = () => readEnv('SITE_URL') ?? 'http://localhost:5173';

export async function sendReceipt(
  p: PaidPayment,
  supabaseUrl: string,
  serviceKey: string,
): Promise<boolean> {
  if (!p.email) return false;
  const { subject, text } = receiptText(p, siteUrl());
  return sendMail({ to: p.email, subject, text }, supabaseUrl, serviceKey);
}

/** One plain-text mail (with its HTML twin) through the email API or the local mailbox. */
export async function sendMail(
  mail: { to: string; subject: string; text: string },
  supabaseUrl: string,
  serviceKey: string,
): Promise<boolean> {
  const { subject, text } = mail;
  let url = readEnv('MAIL_API_URL');
  let key = readEnv('MAIL_API_KEY');
  if (!url && isLoopback(supabaseUrl)) {
    url = `${supabaseUrl}/mailbox/api/send`;
    key = serviceKey;
  }
  if (!url || !key) return false;
  const html = `<!doctype html><html lang="en"><body><pre style="font:inherit">${escape(text)}</pre></body></html>`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      from: readEnv('MAIL_FROM') ?? 'VetHub <receipts@vethub.test>',
      to: mail.to,
      subject,
      text,
      html,
    }),
  });
  return res.ok;
}
