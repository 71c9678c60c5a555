/**
 * The language a visitor chose on this device (issue 35): the inline script opens a later visit's
 * English pages in it (src/boot/languageBeforePaint.ts).
 */
import { LANGUAGE_KEY, type Language } from '../lib/language';
import { writeStored } from '../lib/storedValue';

export function chooseLanguage(language: Language): void {
  writeStored(LANGUAGE_KEY, language);
}
