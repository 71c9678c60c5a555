/** An amount in the smallest unit of its currency, written as people read it ("$25.00"). */
export function formatCents(cents: number, currency: string, language = 'en'): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}
