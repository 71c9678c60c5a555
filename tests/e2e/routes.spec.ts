import type { Page } from '@playwright/test';
import { routeTable, type RouteEntry } from '../../src/app/routes';
import spanishPages from '../../src/app/locales/routes.es.json' with { type: 'json' };
import { pathIn, type Language } from '../../src/lib/language';
import {
  expect,
  test,
  expectNoAxeViolations,
  recordedErrors,
  SHELL_LEFT_OUT,
  trackErrors,
  useDisplayMode,
  type DisplayMode,
} from './support';

const byPath = new Map(routeTable.map((r) => [r.path, r]));
function entryAt(path: string): RouteEntry {
  const entry = byPath.get(path);
  if (!entry) throw new Error(`No route ${path}`);
  return entry;
}

/**
 * What a signed-out visitor ends up on: aliases redirect, auth pages send to sign-in, a page about
 * the visitor's own item (a success page) sends them on when they have none.
 */
function landing(entry: RouteEntry, visited: string): { url: string; page: RouteEntry } {
  if (entry.guard === 'auth') {
    return { url: `/auth?redirect=${encodeURIComponent(visited)}`, page: entryAt('/auth') };
  }
  if (entry.redirectTo) return landing(entryAt(entry.redirectTo), entry.redirectTo);
  if (entry.withoutItem) return landing(entryAt(entry.withoutItem), entry.withoutItem);
  return { url: visited, page: entry };
}

/** A page's title and h1 as a visitor reads them in `language` (routes.es.json for Spanish). */
function wordsOf(entry: RouteEntry, language: Language): { title: string; heading: string } {
  const spanish = (spanishPages as Record<string, { title: string; heading?: string }>)[entry.path];
  const words = language === 'es' && spanish ? spanish : entry;
  return { title: words.title, heading: words.heading ?? words.title };
}

/** What the walk checks of a page, read in the page at once. */
function readPageFacts() {
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return {
    lang: document.documentElement.lang,
    headings: [...document.querySelectorAll('h1')].map(text),
    title: document.title,
    url: location.pathname + location.search,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  };
}

async function checkRoute(
  page: Page,
  entry: RouteEntry,
  mode: string,
  errors: string[],
  language: Language,
  shellScanned: boolean,
) {
  const path = entry.example ?? entry.path;
  const visited = pathIn(language, path);
  const landed = landing(entry, path);
  // Spanish pages keep their links, guards and redirects within /es (the router's basename).
  const [landedPath = '', query] = landed.url.split('?');
  const target = {
    page: landed.page,
    url: `${pathIn(language, landedPath)}${query ? `?${query}` : ''}`,
  };
  const words = wordsOf(target.page, language);
  const heading = words.heading;
  const title = target.page.path === '/' ? words.title : `${words.title} · VetHub`;
  errors.length = 0;
  await page.goto(visited);
  const origin = new URL(page.url()).origin;
  const canonical = target.page.canonicalOf
    ? pathIn(language, target.page.canonicalOf)
    : new URL(target.url, origin).pathname;
  // A detail page is headed by its record's name; the seed has a record at each example.
  const recordName = 'a name of its own';
  // One read of the page's facts a poll, not a round trip for each: ~250 pages are walked.
  await expect
    .poll(
      async () => {
        // The app may still be moving a guarded page on to sign-in: read again.
        const facts = await page.evaluate(readPageFacts).catch((error: Error) => error.message);
        if (typeof facts === 'string') return facts;
        const [h1 = '', ...more] = facts.headings;
        const named = target.page.headingFromRecord && h1 !== heading && /\w/.test(h1);
        return { ...facts, headings: named ? [recordName, ...more] : facts.headings };
      },
      // Most pages need a second read (the app is still taking over): read again soon rather
      // than after Playwright's default 100, 250, 500 ms pauses, ~0.2 s a page of ~250.
      { message: visited, intervals: [25, 50, 100, 250] },
    )
    .toEqual({
      lang: language === 'es' ? 'es-US' : 'en-US',
      headings: [target.page.headingFromRecord ? recordName : heading],
      title,
      url: target.url,
      canonical: `${origin}${canonical}`,
      robots: target.page.noindex ? 'noindex' : null,
    });
  if (mode === '320 px') {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow on ${visited}`).toBeLessThanOrEqual(0);
  }
  await expectNoAxeViolations(
    page,
    `${visited} (${mode})`,
    shellScanned ? SHELL_LEFT_OUT : undefined,
    contrastCheckedElsewhere(mode),
  );
  expect(errors, `console errors on ${visited} (${mode})`).toEqual([]);
}

/**
 * Colour contrast is checked on every page in the default look and on the sample in high
 * contrast. The Spanish twins change words, 200 % text and 320 px change sizes, none a colour
 * (larger text only lowers the ratio it needs): their walks leave it out, which was about half of
 * each page's scan (0.4-0.7 s of 0.7-1.3 s).
 */
function contrastCheckedElsewhere(mode: string): string[] {
  return ['Spanish', '200 % text', '320 px'].includes(mode) ? ['color-contrast'] : [];
}

const modes: { name: string; display: DisplayMode; width: number; language?: Language }[] = [
  { name: 'default', display: 'default', width: 1280 },
  // Issue 35: every Spanish twin, with the same checks and axe in the default look.
  { name: 'Spanish', display: 'default', width: 1280, language: 'es' },
  { name: 'high contrast', display: 'high-contrast', width: 1280 },
  { name: '200 % text', display: 'text-200', width: 1280 },
  { name: '320 px', display: 'default', width: 320 },
];

/**
 * The default mode walks every route (h1, title, URL, canonical, console errors, axe). The other
 * modes walk a sample that has each kind of page: lists with data, details, forms, the tools, the
 * info pages' shared layout, the bare auth layout and the error pages — a display setting changes
 * the shared layout and components, which the sample covers, and the suite stays under 15 min.
 */
const axeSample = new Set([
  '/',
  '/about',
  '/network-help',
  '/contact',
  '/search',
  '/auth',
  '/auth/register',
  '/blog',
  '/blog/:idAndSlug',
  '/jobs',
  '/services',
  '/services/:idAndSlug',
  '/vetdeals',
  '/vetdeals/:id',
  '/submit/deal',
  '/benefits/claim-calculator',
  '/benefits/claim-tracker',
  '/employment/job-translator',
  '/sitemap',
]);

// Routes in batches: one browser context walks a batch, so the whole table stays quick.
// Each context pays for a first visit and a first sync (~2.5 s of CPU): 22 pages share one,
// which took the walk's 22 contexts to 11; a batch takes 20-30 s.
const BATCH = 22;
function batchesOf(routes: RouteEntry[]): RouteEntry[][] {
  const batches: RouteEntry[][] = [];
  for (let i = 0; i < routes.length; i += BATCH) batches.push(routes.slice(i, i + BATCH));
  return batches;
}

for (const mode of modes) {
  const everyRoute = mode.name === 'default' || mode.language === 'es';
  const routes = everyRoute ? routeTable : routeTable.filter((r) => axeSample.has(r.path));
  test.describe(`${everyRoute ? 'every route' : 'sample routes'}, ${mode.name}`, () => {
    batchesOf(routes).forEach((batch, index) => {
      const first = batch[0]?.path ?? '';
      const last = batch[batch.length - 1]?.path ?? '';
      test(`batch ${index + 1} (${first} … ${last}): h1, title, canonical, axe, no console errors`, async ({
        browser,
      }) => {
        // 22 pages with data: half a minute on a busy 2-core machine; bounded well above that.
        test.setTimeout(300_000);
        const context = await browser.newContext({ viewport: { width: mode.width, height: 800 } });
        await useDisplayMode(context, mode.display);
        const page = await context.newPage();
        const errors = trackErrors(page);
        for (const [i, entry] of batch.entries()) {
          // The first page's scan covers the header and footer for the batch.
          await checkRoute(page, entry, mode.name, errors, mode.language ?? 'en', i > 0).catch(
            async (error: Error) => {
              // Say what the error page recorded (message, stack), not only that it showed.
              error.message += `\nrecorded on the device: ${await recordedErrors(page)}\nconsole: ${errors.join(' | ')}`;
              throw error;
            },
          );
        }
        await context.close();
      });
    });
  });
}
