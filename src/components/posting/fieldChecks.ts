/** Format rules of posting fields, each with the message a partner sees. */

export function webAddress(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return null;
  } catch {
    // Not a URL at all: same message.
  }
  return 'Enter a full web address starting with https://';
}

export function emailAddress(value: string): string | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'Enter a valid email address';
}

/** A date in the future or today (yyyy-mm-dd, as the date input gives it). */
export function notInThePast(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Enter the date as year-month-day';
  const today = new Date().toISOString().slice(0, 10);
  return value < today ? 'The end date cannot be in the past' : null;
}

export const WEB_ADDRESS_RULE = 'a full web address starting with https://';

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function atLeastWords(min: number) {
  return (value: string): string | null => {
    const words = wordCount(value);
    return words >= min ? null : `Write at least ${min} words (now ${words})`;
  };
}

export function zipCode(value: string): string | null {
  return /^[0-9]{5}(-[0-9]{4})?$/.test(value) ? null : 'Enter a 5-digit ZIP code';
}
