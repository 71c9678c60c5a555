/**
 * A mail's language (issue 35) and how it writes days, months and the app's links: each mail is
 * in its reader's language whatever the function's own, so nothing here reads a global setting.
 */
import { pathIn } from '../../../src/lib/language.ts';

export type MailLanguage = 'en' | 'es';

const LOCALES: Record<MailLanguage, string> = { en: 'en-US', es: 'es-US' };

export const languageOf = (value: unknown): MailLanguage => (value === 'es' ? 'es' : 'en');

/** The app's own address for a path, under /es for a Spanish mail. */
export const pageIn = (language: MailLanguage, siteUrl: string, path: string) =>
  `${siteUrl}${pathIn(language, path)}`;

/** "March 3, 2027" / "3 de marzo de 2027": a timestamp or a YYYY-MM-DD day, as UTC writes it. */
export const dayIn = (language: MailLanguage, iso: string) =>
  new Date(iso).toLocaleDateString(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' });

/** "December 2026" / "diciembre de 2026": the month a gift's payment is for. */
export const monthIn = (language: MailLanguage, iso: string) =>
  new Date(iso).toLocaleDateString(LOCALES[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
