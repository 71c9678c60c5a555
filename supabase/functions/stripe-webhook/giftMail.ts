/** The mail that tells a donor a month of their monthly gift did not go through, in plain words. */
import { formatCents } from '../_shared/money.ts';
import { languageOf, monthIn, pageIn } from '../_shared/mailLanguage.ts';
import { MAIL_WORDS } from './mailWords.ts';

export interface FailedGiftPayment {
  email: string | null;
  receipt_name: string | null;
  payer_id: string | null;
  amount_cents: number;
  currency: string;
  month_start: string | null;
  failure_reason: string | null;
  language: string;
}

export function failureText(p: FailedGiftPayment, siteUrl: string) {
  const language = languageOf(p.language);
  const w = MAIL_WORDS[language];
  const amount = formatCents(p.amount_cents, p.currency, language);
  const month = p.month_start ? monthIn(language, p.month_start) : null;
  const lines = [
    w.hello(p.receipt_name),
    '',
    // The provider's reason is its own text; without one, the plain words of the mail's language.
    `${w.failed(amount, month)} ${p.failure_reason ?? w.declined} ${w.notCharged}`,
    '',
    w.retry,
    p.payer_id
      ? `${w.stopFromDashboard}: ${pageIn(language, siteUrl, '/dashboard')}`
      : `${w.stopByContact}: ${pageIn(language, siteUrl, '/contact')}`,
    '',
    `${w.questions}: ${pageIn(language, siteUrl, '/contact')}`,
  ];
  return { subject: w.failedSubject, text: `${lines.join('\n')}\n` };
}
