/** The mail that tells a donor a month of their monthly gift did not go through, in plain words. */
import { formatCents } from '../_shared/money.ts';
import { monthOf } from './receiptMail.ts';

export interface FailedGiftPayment {
  email: string | null;
  receipt_name: string | null;
  payer_id: string | null;
  amount_cents: number;
  currency: string;
  month_start: string | null;
  failure_reason: string | null;
}

export function failureText(p: FailedGiftPayment, siteUrl: string) {
  const amount = formatCents(p.amount_cents, p.currency);
  const month = p.month_start ? ` for ${monthOf(p.month_start)}` : '';
  const lines = [
    `Hello${p.receipt_name ? ` ${p.receipt_name}` : ''},`,
    '',
    `Your monthly gift of ${amount} to VetHub${month} did not go through. ` +
      `${p.failure_reason ?? 'Your card was declined.'} Nothing was charged.`,
    '',
    'The payment provider may try your card again in the next few days. If you want to keep ' +
      'giving, check the card with your bank.',
    p.payer_id
      ? `To stop your monthly gift, cancel it from your dashboard: ${siteUrl}/dashboard`
      : `To stop your monthly gift, contact us: ${siteUrl}/contact`,
    '',
    `Questions? Contact us: ${siteUrl}/contact`,
  ];
  return {
    subject: 'Your monthly gift to VetHub did not go through',
    text: `${lines.join('\n')}\n`,
  };
}
