// Written out rather than through Intl: the first Intl.DateTimeFormat a page makes loads the
// browser's locale data, ~50 ms of a first visit's main thread on a slow phone. Each form is
// what Intl writes for en-US or es-US (tests/unit/lib/longDate.test.ts compares them).
import { currentLanguage } from './i18n';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const spanish = () => currentLanguage() === 'es';

/** "March 3, 2027" ("3 de marzo de 2027") in the device's time zone, as `dateStyle: 'long'`. */
export function longDate(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  if (spanish()) return `${date.getDate()} de ${MESES[date.getMonth()]} de ${date.getFullYear()}`;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * A day stored as YYYY-MM-DD, in words so nobody has to decode the order ("March 3, 2027",
 * "3 de marzo de 2027"). Made as a local date, so the day written is the day stored whatever the
 * device's time zone.
 */
export function readableDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  if (!y || !m || !d) return isoDay;
  const date = new Date(2000, m - 1, d);
  date.setFullYear(y);
  return longDate(date);
}

/** A month data/ names in English ("July 2024"), in the page's language ("julio de 2024"). */
export function dataMonth(dated: string): string {
  const [, month = '', year = ''] = /^(\w+) (\d{4})$/.exec(dated) ?? [];
  const index = MONTHS.indexOf(month);
  if (!spanish() || index < 0) return dated;
  return monthYear(Date.UTC(Number(year), index, 15));
}

/** "March 2027": the month a monthly gift's payment is for, in UTC as its receipt mail names it. */
export function monthYear(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  if (spanish()) return `${MESES[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "1:05 PM" in the device's time zone, as en-US `timeStyle: 'short'` writes it. */
export function clockTime(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  if (spanish()) return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
