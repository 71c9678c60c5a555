/** The dashboard's and the submit hub's words: importing `t` from here registers the English catalog first. */
import { addEnglish } from '../../lib/i18n';
import { messages } from './locales/en.json?lingui';

addEnglish(messages);

export { t } from '../../lib/i18n';
