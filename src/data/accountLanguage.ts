/**
 * The account and the device agree on a language (issue 35). A choice made with the switch on
 * this device goes to the account; otherwise the account's language comes to the device: an
 * account kept in Spanish opens a new device's English page in Spanish. A Spanish address
 * opened on purpose is left as it is, as the inline script leaves it.
 */
import { currentLanguage } from '../lib/i18n';
import { pathIn, type Language } from '../lib/language';
import { choiceForAccount, chosenLanguage, settleChoice } from './languageChoice';

/** `profile`: the signed-in person's id and the language their account keeps. */
export async function followAccountLanguage(profile: {
  id: string;
  language: Language;
}): Promise<void> {
  const choice = choiceForAccount();
  if (choice) {
    if (choice === profile.language) return settleChoice(choice);
    const { supabase } = await import('./supabaseClient');
    const { error } = await supabase
      .from('profiles')
      .update({ language: choice })
      .eq('id', profile.id);
    // Not saved (offline, refused): the choice waits for the next page.
    if (!error) settleChoice(choice);
    return;
  }
  if (profile.language === 'es' && currentLanguage() === 'en') {
    settleChoice('es');
    const { pathname, search, hash } = window.location;
    window.location.replace(`${pathIn('es', pathname)}${search}${hash}`);
    return;
  }
  if (profile.language === 'en' && chosenLanguage() === 'es') settleChoice('en');
}
