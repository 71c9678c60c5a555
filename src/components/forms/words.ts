/** The password and sign-in rules' words, loaded with the account pages. */
import '../words';
import { addEnglish, addSpanishPart } from '../../lib/i18n';
import { messages } from './locales/en.json?lingui';

addEnglish(messages);
// Spanish pages fetch these with the part; its lazy loader waits for them (withWords).
addSpanishPart(() => import('./locales/es.json?lingui'));

export { t } from '../../lib/i18n';
