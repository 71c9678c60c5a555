/**
 * A prose page's Spanish twin (`about.es.md` beside `about.md`, issue 35). The Markdown step
 * (scripts/markdownPagesPlugin.ts) wraps a document that has a twin in `withSpanishTwin`, so the
 * twin loads as a part of the page: Spanish pages wait for it before they render, English ones
 * never download it.
 */
import { addSpanishPart, currentLanguage } from './i18n';
import type { ProseDocument } from './prose';

const twins = new WeakMap<ProseDocument, ProseDocument>();

export function withSpanishTwin(
  english: ProseDocument,
  load: () => Promise<{ default: ProseDocument }>,
): ProseDocument {
  addSpanishPart(() =>
    load().then((twin) => {
      twins.set(english, twin.default);
      return undefined;
    }),
  );
  return english;
}

/** The document in the page's language: the Spanish twin once it is in, else the English. */
export function proseInLanguage(english: ProseDocument): ProseDocument {
  return (currentLanguage() === 'es' && twins.get(english)) || english;
}
