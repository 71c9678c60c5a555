/** The region picker's and the device's storage words, loaded with the pages that show them. */
import '../words';
import { addEnglish, addSpanishPart } from '../../lib/i18n';
import { messages } from './locales/en.json?lingui';

addEnglish(messages);
// Spanish pages fetch these with the part; its lazy loader waits for them (withWords).
addSpanishPart(() => import('./locales/es.json?lingui'));

export { t } from '../../lib/i18n';
