/** The popups' and reminder cards' words, loaded with them once the page is idle. */
import '../words';
import { addEnglish, addSpanishPart } from '../../lib/i18n';
import { messages } from './locales/en.json?lingui';

addEnglish(messages);
// Spanish pages fetch these with the part; its lazy loader waits for them (withWords).
addSpanishPart(() => import('./locales/es.json?lingui'));

export { t } from '../../lib/i18n';
