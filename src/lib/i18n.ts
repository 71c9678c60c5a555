/**
 * The words VetHub shows, in the page's language (issue 35). Each area's catalog registers its
 * English as the area's module loads (`words.ts` beside it), so English needs no waiting; the
 * Spanish catalogs load with the pages that use them (src/app/spanishWords.ts), and those of
 * parts loaded later with the parts (addSpanishPart). A message
 * missing in Spanish is said in English rather than shown as its id; the build and a unit test
 * make sure none is missing.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { LOCALES, type Language } from './language';

const english = setupI18n({ locale: 'en', locales: [LOCALES.en], messages: { en: {} } });
const spanish = setupI18n({ locale: 'es', locales: [LOCALES.es], messages: { es: {} } });
let language: Language = 'en';

export type Values = Record<string, string | number>;

export function addEnglish(messages: Messages): void {
  english.load('en', messages);
}

export function addSpanish(messages: Messages): void {
  spanish.load('es', messages);
}

type Catalog = { messages: Messages };
/** A part's Spanish: a catalog, or words of another shape that the loader keeps itself. */
type CatalogLoad = () => Promise<Catalog | undefined>;

/** Parts' Spanish catalogs, by their loader: undefined until a Spanish page asks for them. */
const spanishParts = new Map<CatalogLoad, Promise<void> | undefined>();

function loadPart(load: CatalogLoad): Promise<void> {
  let loading = spanishParts.get(load);
  if (!loading) {
    // A catalog that cannot load (offline, not cached) leaves its part in English.
    loading = load().then(
      (catalog) => catalog && addSpanish(catalog.messages),
      () => undefined,
    );
    spanishParts.set(load, loading);
  }
  return loading;
}

/**
 * A part loaded after the first page (popups, posting forms…) names its Spanish catalog here, as
 * its `words.ts` runs; Spanish pages fetch it then, or as soon as Spanish is chosen.
 */
export function addSpanishPart(load: CatalogLoad): void {
  if (!spanishParts.has(load)) spanishParts.set(load, undefined);
  if (language === 'es') void loadPart(load);
}

/** Once every part's Spanish asked for so far is in: the lazy loaders wait for it to render. */
export function spanishSettled(): Promise<void> {
  return Promise.all(spanishParts.values()).then(() => undefined);
}

/** A lazily imported module, handed over once its parts' words are in the page's language. */
export function withWords<T>(module: T): Promise<T> {
  return spanishSettled().then(() => module);
}

/** Sets the language of every later `t` and of the document (screen readers read by `lang`). */
export function activateLanguage(next: Language): void {
  language = next;
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[next];
  if (next === 'es') for (const load of spanishParts.keys()) void loadPart(load);
}

export function currentLanguage(): Language {
  return language;
}

/** The locale for Intl: `en-US` or `es-US`. */
export function currentLocale(): string {
  return LOCALES[language];
}

export function t(id: string, values?: Values): string {
  if (language === 'es' && id in spanish.messages) return spanish._(id, values);
  return english._(id, values);
}
