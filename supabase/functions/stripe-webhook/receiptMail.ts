/**
 * The email receipt for a paid payment. Sent through an email API that takes JSON
 * {from, to, subject, text, html} with a bearer key (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM); on
 * the local stack, without one, its mailbox (/mailbox) receives it instead.
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
  featured_until: string | null;
  plan_name: string | null;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }) : 'today';

export function receiptText(p: PaidPayment, siteUrl: string): { subject: string; text: string } {
  const amount = formatCents(p.amount_cents, p.currency);
  const lines =
    p.kind === 'donation'
      ? [
          `Thank you${p.receipt_name ? `, ${p.receipt_name}` : ''}, for supporting VetHub.`,
          '',
          `Donation: ${amount}${p.recurring === 'monthly' ? ' every month' : ''}`,
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

export async function sendReceipt(
  p: PaidPayment,
  supabaseUrl: string,
  serviceKey: string,
): Promise<boolean> {
  if (!p.email) return false;
  const siteUrl = readEnv('SITE_URL') ?? 'http://localhost:5173';
  const { subject, text } = receiptText(p, siteUrl);
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
      to: p.email,
      subject,
      text,
      html,
    }),
  });
  return res.ok;
}
