/**
 * The build's page renderer (scripts/prerenderPlugin.ts bundles this for Node): the public pages
 * rendered to HTML by the same components, routes and providers the browser hydrates. There is
 * no data at build time, so lists render their loading state; device settings their defaults.
 */
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/App';
import { buildRoutes } from './app/router';
import { routeTable } from './app/routes';
import { appStore } from './data/store';
import { loadAllSpanish } from './app/spanishWords';
import { activateLanguage } from './lib/i18n';
import { basenameOf, pathIn, type Language } from './lib/language';

/** Pages anyone sees the same way: laid out, unguarded, one address each, not an alias. */
export function prerenderPaths(): string[] {
  return routeTable
    .filter((r) => r.layout === 'standard' && !r.guard && !r.redirectTo && r.page)
    .filter((r) => !r.path.includes(':') && !r.path.includes('*'))
    .map((r) => r.path);
}

/** The page module a path shows (`features/vetdeals/VetDealsPage`), as routes.json names it. */
export function pageOf(path: string): string | undefined {
  return routeTable.find((r) => r.path === path)?.page;
}

/** The HTML of #root for one page in one language (head tags first: React writes them ahead). */
export async function renderPage(
  path: string,
  origin: string,
  language: Language = 'en',
): Promise<string> {
  activateLanguage(language);
  const words = language === 'es' ? await loadAllSpanish() : undefined;
  const handler = createStaticHandler(buildRoutes(language, words), {
    basename: basenameOf(language),
  });
  const context = await handler.query(new Request(new URL(pathIn(language, path), origin)));
  if (context instanceof Response) throw new Error(`${path} answers a redirect`);
  // A page that fails to load is a build error, not an error page to ship.
  const [failure] = Object.values(context.errors ?? {});
  if (failure) throw failure;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <Provider store={appStore}>
        <App>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </Provider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
