/** Turns the route table into react-router routes: layouts, guards, lazy pages, validation. */
import { createBrowserRouter, data, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage, NotFoundPage } from './errors/RouteErrorPage';
import { BareLayout } from './layout/BareLayout';
import { RouteMeta } from './layout/RouteMeta';
import { StandardLayout } from './layout/StandardLayout';
import { provideSitePages } from '../features/search/sitePages';
import { canonicalPath, routeTable, type RouteEntry } from './routes';
import { loadChunk } from '../lib/loadChunk';
import { nextTask } from '../lib/nextTask';
import { provideRoutePreloader } from '../lib/routePreload';
import { provideSitemapEntries } from './sitemapEntries';
import type { ComponentType } from 'react';
import { activateLanguage, spanishSettled } from '../lib/i18n';
import { basenameOf, languageOfPath, type Language } from '../lib/language';
import type { PageWords } from './spanishWords';

/** Spanish pages' loaders: an English visit never downloads them (issue 35's 160 KB budget). */
const spanishWords = () => import('./spanishWords');

/** Every route's page module, split into its own chunk; routes.json names them by `page`. */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '../features/*/*Page.tsx',
  './*Page.tsx',
]);

/** The lazy import of a route's page, e.g. `features/info/HomePage`. */
export function pageLoader(page: string) {
  const load = pageModules[page.startsWith('app/') ? `./${page.slice(4)}.tsx` : `../${page}.tsx`];
  if (!load) throw new Error(`No page module ${page}: check the page name in routes.json`);
  return load;
}

// Search offers the site's own pages; it gets them from here rather than importing the table.
provideSitePages(routeTable);
provideSitemapEntries(routeTable);

function toRoute(entry: RouteEntry, language: Language, words?: PageWords): RouteObject {
  const spanish = words?.[entry.path];
  const handle = {
    title: spanish?.title ?? entry.title,
    heading: spanish ? spanish.heading : entry.heading,
    description: spanish?.description ?? entry.description,
    canonical: entry.canonicalOf,
    noindex: entry.noindex,
    withoutItem: entry.withoutItem,
  };
  if (entry.redirectTo) {
    const to = entry.redirectTo;
    return { path: entry.path, handle, element: <Navigate to={{ pathname: to }} replace /> };
  }
  const { page, guard, validate } = entry;
  if (!page) throw new Error(`Route ${entry.path} has neither a page nor a redirect`);
  const load = pageLoader(page);
  return {
    path: entry.path,
    handle,
    loader: validate
      ? ({ params }) => {
          if (!validate(params)) throw data(null, { status: 404, statusText: 'Not Found' });
          return null;
        }
      : undefined,
    lazy: async () => {
      // A failed fetch is tried once more, then explained by RouteErrorPage (ChunkLoadError).
      // Guards come with the pages that have them: most first pages have none.
      const [{ default: Page }, { RouteGuard }, { AdminOnly }] = await Promise.all([
        loadChunk(load),
        guard ? loadChunk(() => import('./guards/RouteGuard')) : { RouteGuard: undefined },
        entry.adminOnly ? loadChunk(() => import('./guards/AdminOnly')) : { AdminOnly: undefined },
        language === 'es'
          ? spanishWords().then((m) => m.loadSpanish(m.areaOfPage(page)))
          : undefined,
      ]);
      // The page's parts ask for their Spanish as their modules run: the page waits for them.
      if (language === 'es') await spanishSettled();
      // Meta lives with the page, so an error page in its place sets its own title.
      const Component = () => (
        <>
          <RouteMeta />
          {guard && RouteGuard ? (
            <RouteGuard guard={guard}>
              {AdminOnly ? <AdminOnly page={Page} /> : <Page />}
            </RouteGuard>
          ) : (
            <Page />
          )}
        </>
      );
      return { Component };
    },
  };
}

/** The route table in one language; Spanish pages take their titles from `words`. */
export function buildRoutes(language: Language = 'en', words?: PageWords): RouteObject[] {
  const build = (entry: RouteEntry) => toRoute(entry, language, words);
  const standard = routeTable.filter((r) => r.layout === 'standard').map(build);
  const bare = routeTable.filter((r) => r.layout === 'none').map(build);
  return [
    {
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <StandardLayout />,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [...standard, { path: '*', element: <NotFoundPage /> }],
            },
          ],
        },
        { element: <BareLayout />, children: bare },
      ],
    },
  ];
}

/**
 * The browser's router, created once the current URL's lazy pages are loaded. A prerendered page
 * is hydrated, and hydration must render what the build rendered: with a page still loading the
 * router would render nothing in its place. Loading it first costs a visit without a prerendered
 * page nothing either, as the router would wait for the same chunk before showing the page.
 */
export async function createAppRouter() {
  // The address names the language: /es/… is Spanish, everything else English.
  const language = languageOfPath(window.location.pathname);
  activateLanguage(language);
  const words =
    language === 'es' ? await spanishWords().then((m) => m.loadSpanishShell()) : undefined;
  const routes = buildRoutes(language, words);
  const basename = basenameOf(language);
  const lazyMatches = (matchRoutes(routes, window.location, basename) ?? []).filter(
    (m) => m.route.lazy,
  );
  // Asking for a page's chunks adds a preload link for each (about 50 for a list page): a task
  // of its own, not the tail of the app's first one (Lighthouse TBT, /vetdeals: 98 ms at 4x CPU).
  await nextTask();
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      // A failed load is left to the router, which retries it and shows RouteErrorPage.
      const loaded = await lazy().catch(() => undefined);
      if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  // Loading a route's modules ahead leaves them in the module map: the router's own load of
  // them later needs no network.
  provideRoutePreloader((path) =>
    Promise.all(
      (matchRoutes(routes, path) ?? []).map(({ route }) =>
        typeof route.lazy === 'function' ? route.lazy() : undefined,
      ),
    ),
  );
  return createBrowserRouter(routes, { basename });
}

/** Every canonical path a visitor can open (parameterised routes by their example). */
export function visitablePaths(): string[] {
  return routeTable.map((r) => r.example ?? canonicalPath(r));
}
