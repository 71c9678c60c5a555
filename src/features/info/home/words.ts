/**
 * The home page's words, and those of the crisis section other info pages reuse: a catalog of
 * their own, so `/` (the first page most people load, held to 160 KB) does not bring the rest of
 * info's words. Spanish pages fetch the Spanish with the page, which waits for it (spanishSettled).
 */
import { addEnglish, addSpanishPart } from '../../../lib/i18n';
import { messages } from './locales/en.json?lingui';

addEnglish(messages);
addSpanishPart(() => import('./locales/es.json?lingui'));

export { t } from '../../../lib/i18n';
