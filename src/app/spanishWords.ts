/**
 * Spanish, loaded only by Spanish pages (issue 35): the shell's and the shared components'
 * catalogs before the first render, each feature's with its page's chunk, and the pages'
 * titles, headings and descriptions (routes.es.json). Parts loaded later (popups, the kiosk,
 * posting forms…) load their own with them (their `words.ts`). An English visit downloads none.
 */
import type { Messages } from '@lingui/core';
import { addSpanish } from '../lib/i18n';

const catalogs = import.meta.glob<{ messages: Messages }>(
  [
    './locales/es.json',
    './*/locales/es.json',
    '../components/locales/es.json',
    '../components/*/locales/es.json',
    '../lib/locales/es.json',
    '../features/*/locales/es.json',
    '../features/*/*/locales/es.json',
  ],
  { query: '?lingui' },
);

/** A page's title, h1 and description in Spanish, by the route's path. */
export type PageWords = Record<string, { title: string; heading?: string; description: string }>;

const loading = new Map<string, Promise<void>>();
let pageWords: PageWords | undefined;

/** Every page's Spanish title and heading once the shell has them: the sitemap lists them. */
export function spanishPageWords(): PageWords | undefined {
  return pageWords;
}

function catalogOf(area: string): string {
  if (area === 'app') return './locales/es.json';
  if (area === 'components') return '../components/locales/es.json';
  if (area === 'lib') return '../lib/locales/es.json';
  return `../features/${area}/locales/es.json`;
}

/** Loads an area's Spanish once; an area without a catalog yet stays in English. */
export function loadSpanish(area: string): Promise<void> {
  let pending = loading.get(area);
  if (!pending) {
    const load = catalogs[catalogOf(area)];
    pending = load ? load().then(({ messages }) => addSpanish(messages)) : Promise.resolve();
    loading.set(area, pending);
  }
  return pending;
}

/** The feature a page belongs to: `features/vetdeals/VetDealsPage` → `vetdeals`. */
export function areaOfPage(page: string): string {
  const [root, feature] = page.split('/');
  return root === 'features' && feature ? feature : 'app';
}

/** Every catalog's Spanish at once: the build prerenders every Spanish page in one run. */
export async function loadAllSpanish(): Promise<PageWords> {
  await Promise.all(
    Object.values(catalogs).map((load) => load().then((m) => addSpanish(m.messages))),
  );
  return loadSpanishShell();
}

/** What every Spanish page needs before it renders: the shell, shared parts, page titles. */
export async function loadSpanishShell(): Promise<PageWords> {
  const [pages] = await Promise.all([
    import('./locales/routes.es.json').then((m) => (pageWords = m.default as PageWords)),
    loadSpanish('app'),
    loadSpanish('components'),
    loadSpanish('lib'),
    // The header's search box.
    loadSpanish('search/quick'),
  ]);
  return pages;
}
