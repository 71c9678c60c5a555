/**
 * The data layer's words: importing `t` from here registers the English catalog first. Not for
 * the service worker's modules (src/sw/sw.ts: outbox/replayOutbox and what it imports), whose
 * build has no catalogs and no page language.
 */
import { addEnglish, addSpanishPart } from '../lib/i18n';
import { messages } from './locales/en.json?lingui';

addEnglish(messages);
// Spanish pages fetch these with the part; its lazy loader waits for them (withWords).
addSpanishPart(() => import('./locales/es.json?lingui'));

export { t } from '../lib/i18n';
