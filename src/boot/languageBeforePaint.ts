/**
 * Part of the inline script (inlineBoot.ts): the page's language before the first paint. A
 * Spanish address says so to screen readers at once; an English address opens in Spanish for a
 * visitor who chose Spanish on this device, or who has not chosen and whose browser puts Spanish
 * first — before anything paints, so nobody sees the English page flash by.
 */
import { LANGUAGE_KEY, LOCALES, isLanguage, languageOfPath, pathIn } from '../lib/language';
import { readStored } from '../lib/storedValue';

/** True when the page is being replaced by its Spanish twin: the rest of the boot waits. */
export function languageBeforePaint(): boolean {
  const { pathname, search, hash } = window.location;
  if (languageOfPath(pathname) === 'es') {
    document.documentElement.lang = LOCALES.es;
    return false;
  }
  const chosen = readStored(LANGUAGE_KEY, (v) => (isLanguage(v) ? v : undefined), undefined);
  const first = navigator.languages?.[0] ?? navigator.language ?? '';
  const spanish = chosen ? chosen === 'es' : /^es\b/i.test(first);
  if (!spanish) return false;
  window.location.replace(`${pathIn('es', pathname)}${search}${hash}`);
  return true;
}
