/** What a donor chose, in cents: one of the preset amounts, or what they typed for another. */
import type { DonationOptions } from '../../data/payments/usePayments';

/** The radio value of "Another amount"; the presets' values are their cents. */
export const OTHER_AMOUNT = 'other';

/** Cents from what a person types ("25", "25.50", "$1,000"); null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** The amount to charge, or null when it is not one the options allow (the form says why). */
export function chosenCents(
  choice: string,
  typed: string,
  options: Pick<DonationOptions, 'min_cents' | 'max_cents'>,
): number | null {
  const cents = choice === OTHER_AMOUNT ? parseAmount(typed) : Number(choice);
  if (cents === null || !Number.isInteger(cents)) return null;
  return cents >= options.min_cents && cents <= options.max_cents ? cents : null;
}
