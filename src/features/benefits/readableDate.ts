import { longDate } from '../../lib/longDate';

/**
 * Dates are stored as YYYY-MM-DD; shown in words so nobody has to decode the order, in the
 * page's language ("March 3, 2027", "3 de marzo de 2027"). Made as a local date, so the day
 * written is the day stored whatever the device's time zone.
 */
export function readableDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  if (!y || !m || !d) return isoDay;
  const date = new Date(2000, m - 1, d);
  date.setFullYear(y);
  return longDate(date);
}
