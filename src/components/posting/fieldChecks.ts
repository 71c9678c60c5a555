/** Format rules of posting fields, each with the message a partner sees, in the page's language. */
import { t } from './words';

export function webAddress(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return null;
  } catch {
    // Not a URL at all: same message.
  }
  return t('components.check.webAddress');
}

export function emailAddress(value: string): string | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : t('components.check.email');
}

/** A date in the future or today (yyyy-mm-dd, as the date input gives it). */
export function notInThePast(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return t('components.check.dateFormat');
  const today = new Date().toISOString().slice(0, 10);
  return value < today ? t('components.check.pastDate') : null;
}

/** The web address rule in words, for the requirements pages. */
export function webAddressRule(): string {
  return t('components.check.webAddressRule');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function atLeastWords(min: number) {
  return (value: string): string | null => {
    const words = wordCount(value);
    return words >= min ? null : t('components.check.words', { min, words });
  };
}

export function zipCode(value: string): string | null {
  return /^[0-9]{5}(-[0-9]{4})?$/.test(value) ? null : t('components.check.zip');
}
