/**
 * The header's search box's words, on every page: the rest of search's words come with its page.
 * Spanish pages load these before the first render (src/app/spanishWords.ts).
 */
import { addEnglish } from '../../../lib/i18n';
import { messages } from './locales/en.json?lingui';

addEnglish(messages);

export { t } from '../../../lib/i18n';
