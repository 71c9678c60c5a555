/**
 * Part of the inline script (inlineBoot.ts): the page's language before the first paint. A
 * Spanish address says so to screen readers at once; an English address opens in Spanish for a
 * visitor who chose Spanish on this device, or who has not chosen and whose browser puts Spanish
 * first — before anything paints, so nobody sees the English page flash by.
 */
import {
  FOR_ACCOUNT_KEY,
  LANGUAGE_KEY,
  LOCALES,
  SWITCH_ATTRIBUTE,
  isLanguage,
  languageOfPath,
  pathIn,
} from '../lib/language';
import { readStored, writeStored } from '../lib/storedValue';

/**
 * A tap on the language switch is the visitor's choice, also before the app runs: the page is
 * prerendered, and its link opens the other language whether or not the app is there to see it.
 */
function noteSwitchChoice(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const language = target?.closest(`a[${SWITCH_ATTRIBUTE}]`)?.getAttribute('hreflang');
  if (!isLanguage(language)) return;
  writeStored(LANGUAGE_KEY, language);
  writeStored(FOR_ACCOUNT_KEY, true);
}

/** True when the page is being replaced by its Spanish twin: the rest of the boot waits. */
export function languageBeforePaint(): boolean {
  const { pathname, search, hash } = window.location;
  document.addEventListener('click', noteSwitchChoice, true);
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
