/** The install words of the shared components: loaded with the parts that use them, not with the first page. */
import '../words';
import { addEnglish, addSpanishPart } from '../../lib/i18n';
import { messages } from './locales/en.json?lingui';

addEnglish(messages);
// Spanish pages fetch these with the part; its lazy loader waits for them (withWords).
addSpanishPart(() => import('./locales/es.json?lingui'));

export { t } from '../../lib/i18n';
