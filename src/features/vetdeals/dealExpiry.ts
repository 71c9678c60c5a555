import { longDate } from '../../lib/longDate';
import type { DealRecord } from './dealSchema';
import { t } from './words';

/** "Ongoing offer" for permanent deals and deals without an end, else "Ends March 3, 2027". */
export function dealExpiry(deal: Pick<DealRecord, 'status' | 'expires_at'>): string {
  if (deal.status === 'permanent' || !deal.expires_at) return t('vetdeals.expiry.ongoing');
  const date = new Date(deal.expires_at);
  if (Number.isNaN(date.getTime())) return t('vetdeals.expiry.ongoing');
  return t('vetdeals.expiry.ends', { date: longDate(date) });
}
