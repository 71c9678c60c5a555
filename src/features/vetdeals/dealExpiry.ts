import { longDate } from '../../lib/longDate';
import type { DealRecord } from './dealSchema';

/** "Ongoing" for permanent deals and deals without an end, else "Ends March 3, 2027". */
export function dealExpiry(deal: Pick<DealRecord, 'status' | 'expires_at'>): string {
  if (deal.status === 'permanent' || !deal.expires_at) return 'Ongoing offer';
  const date = new Date(deal.expires_at);
  if (Number.isNaN(date.getTime())) return 'Ongoing offer';
  return `Ends ${longDate(date)}`;
}
