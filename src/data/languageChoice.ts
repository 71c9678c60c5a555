/**
 * The language a visitor chose on this device (issue 35): a later first page of a visit, e.g.
 * the home page opened from the home screen, opens in it.
 */
import { isLanguage, type Language } from '../lib/language';
import { readStored, writeStored } from '../lib/storedValue';

const KEY = 'vethub.language';

export function chosenLanguage(): Language | undefined {
  return readStored<Language | undefined>(KEY, (v) => (isLanguage(v) ? v : undefined), undefined);
}

export function chooseLanguage(language: Language): void {
  writeStored(KEY, language);
}
