/**
 * How far off a VA time limit is, in words: the tracker says it and so does the reminder card
 * on every page, which must not bring the rest of benefits' words with it.
 */
import { addEnglish, addSpanishPart } from '../../../lib/i18n';
import { messages } from './locales/en.json?lingui';

addEnglish(messages);
// Spanish pages fetch these with the part; its lazy loader waits for them (withWords).
addSpanishPart(() => import('./locales/es.json?lingui'));

export { t } from '../../../lib/i18n';
