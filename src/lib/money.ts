import { currentLocale } from './i18n';

/** An amount in cents of a currency, as people read it ("$25.00"), in the page's language. */
export function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat(currentLocale(), {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}
