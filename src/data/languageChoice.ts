/**
 * The language a visitor chose on this device (issue 35), noted by the inline script when the
 * switch is tapped (src/boot/languageBeforePaint.ts), which opens a later visit's English pages
 * in it; a signed-in person's account takes it on their next page (accountLanguage.ts).
 */
import { FOR_ACCOUNT_KEY, isLanguage, LANGUAGE_KEY, type Language } from '../lib/language';
import { readStored, writeStored } from '../lib/storedValue';

/** The device's choice, if one was made. */
export function chosenLanguage(): Language | undefined {
  return readStored<Language | undefined>(
    LANGUAGE_KEY,
    (v) => (isLanguage(v) ? v : undefined),
    undefined,
  );
}

/** A choice the account has yet to take on, if any. */
export function choiceForAccount(): Language | undefined {
  const waiting = readStored(FOR_ACCOUNT_KEY, (v) => v === true, false);
  return waiting ? chosenLanguage() : undefined;
}

/** The account has the device's choice, or the device took the account's. */
export function settleChoice(language: Language): void {
  writeStored(LANGUAGE_KEY, language);
  writeStored(FOR_ACCOUNT_KEY, false);
}
