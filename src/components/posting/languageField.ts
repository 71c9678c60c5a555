/**
 * The language a listing is written in (issue 35), one field for every posting kind: Spanish
 * pages list listings in Spanish first. A new form starts with the page's language; the words
 * come from the kind's own catalog.
 */
import { currentLanguage } from '../../lib/i18n';
import { LANGUAGE_NAMES, LANGUAGES } from '../../lib/language';
import type { FieldSpec } from './postingKind';

export function languageField(label: string, help: string): FieldSpec {
  return {
    name: 'language',
    label,
    kind: 'select',
    required: true,
    help,
    options: LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
    defaultValue: currentLanguage(),
  };
}
