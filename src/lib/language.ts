/**
 * VetHub's two languages (issue 35). English pages keep their paths; each Spanish twin lives
 * under /es with the same path after it, so a link, a bookmark or a shared address names its
 * language.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SPANISH_BASE = '/es';

/** Where the device keeps the visitor's choice (src/data/languageChoice.ts). */
export const LANGUAGE_KEY = 'vethub.language';
/** Set while a choice made with the switch has not reached the account yet. */
export const FOR_ACCOUNT_KEY = 'vethub.languageForAccount';
/** Marks the switch's links: a click on one is the visitor's choice (src/boot). */
export const SWITCH_ATTRIBUTE = 'data-language-switch';

/** What Intl formats dates, numbers and money with, per language. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself, as a switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

export function languageOfPath(pathname: string): Language {
  return pathname === SPANISH_BASE || pathname.startsWith(`${SPANISH_BASE}/`) ? 'es' : 'en';
}

/** The router's basename: Spanish routes are the English table under /es. */
export function basenameOf(language: Language): string | undefined {
  return language === 'es' ? SPANISH_BASE : undefined;
}

/** The path inside the app's route table, without the language's base. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(SPANISH_BASE.length) || '/';
}

/** The same page in `language`: `/vetdeals` ↔ `/es/vetdeals`, `/` ↔ `/es/`. */
export function pathIn(language: Language, pathname: string): string {
  const path = pathWithoutLanguage(pathname);
  return language === 'es' ? `${SPANISH_BASE}${path === '/' ? '/' : path}` : path;
}
