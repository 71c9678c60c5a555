/** The shared helpers' words: importing `t` from here registers the English catalog first. */
import { addEnglish } from './i18n';
import { messages } from './locales/en.json?lingui';

addEnglish(messages);

export { t } from './i18n';
