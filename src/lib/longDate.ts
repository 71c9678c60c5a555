// Written out rather than through Intl: the first Intl.DateTimeFormat a page makes loads the
// browser's locale data, ~50 ms of a first visit's main thread on a slow phone.
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

/** "March 3, 2027" in the device's time zone, as en-US `dateStyle: 'long'` writes it. */
export function longDate(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "March 2027": the month a monthly gift's payment is for, in UTC as its receipt mail names it. */
export function monthYear(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "1:05 PM" in the device's time zone, as en-US `timeStyle: 'short'` writes it. */
export function clockTime(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
