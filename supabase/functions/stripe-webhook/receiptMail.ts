/**
 * The email receipt for a paid payment (each month of a monthly gift has its own). Sent through
 * an email API that takes JSON {from, to, subject, text, html} with a bearer key (MAIL_API_URL,
 * MAIL_API_KEY, MAIL_FROM); on the local stack, without one, its mailbox (/mailbox) receives it.
 */
import { formatCents } from '../_shared/money.ts';
import { isLoopback, readEnv } from '../_shared/env.ts';
import { dayIn, languageOf, monthIn, pageIn } from '../_shared/mailLanguage.ts';
import { MAIL_WORDS } from './mailWords.ts';

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
  /** The language of the page the checkout started on. */
  language: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function receiptText(p: PaidPayment, siteUrl: string): { subject: string; text: string } {
  const language = languageOf(p.language);
  const w = MAIL_WORDS[language];
  const amount = formatCents(p.amount_cents, p.currency, language);
  const day = (iso: string | null) => (iso ? dayIn(language, iso) : w.today);
  const lines =
    p.kind === 'donation'
      ? [
          w.thanks(p.receipt_name),
          '',
          `${w.donation}: ${amount}${p.recurring === 'monthly' ? w.everyMonth : ''}`,
          ...(p.recurring === 'monthly' && p.month_start
            ? [`${w.month}: ${monthIn(language, p.month_start)}`]
            : []),
          `${w.date}: ${day(p.paid_at)}`,
          `${w.receiptNumber}: ${p.receipt_number ?? ''}`,
          '',
          `${w.refundPolicy}: ${pageIn(language, siteUrl, '/donate/refund-policy')}`,
        ]
      : [
          w.featuredThanks,
          '',
          `${w.plan}: ${p.plan_name ?? ''}`,
          `${w.amount}: ${amount}`,
          `${w.date}: ${day(p.paid_at)}`,
          `${w.featuredUntil}: ${day(p.featured_until)}`,
          `${w.receiptNumber}: ${p.receipt_number ?? ''}`,
          '',
          `${w.yourPayments}: ${pageIn(language, siteUrl, '/dashboard/business')}`,
        ];
  const subject = p.kind === 'donation' ? w.donationSubject : w.featuredSubject;
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
  return sendMail({ to: p.email, subject, text, language: p.language }, supabaseUrl, serviceKey);
}

/** One plain-text mail (with its HTML twin) through the email API or the local mailbox. */
export async function sendMail(
  mail: { to: string; subject: string; text: string; language: string },
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
  const html = `<!doctype html><html lang="${languageOf(mail.language)}"><body><pre style="font:inherit">${escape(text)}</pre></body></html>`;
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
