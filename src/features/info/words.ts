/**
 * The info pages' words (about, FAQ, policies, network help, transparency…): importing `t` from
 * here registers the English catalog first. Spanish pages load the Spanish with the page (area
 * `info`). The home page and its crisis section have a catalog of their own (home/words.ts).
 */
import { addEnglish } from '../../lib/i18n';
import { messages } from './locales/en.json?lingui';

addEnglish(messages);

export { t } from '../../lib/i18n';
