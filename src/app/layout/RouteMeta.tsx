import { useLocation } from 'react-router';
import { currentLanguage } from '../../lib/i18n';
import { pathIn } from '../../lib/language';
import { useRouteHandle } from '../../lib/routeHandle';

const SITE_NAME = 'VetHub';

/** The build prerenders without a visitor's address: it keeps the link only with VITE_SITE_URL. */
function siteOrigin(): string {
  return (
    import.meta.env.VITE_SITE_URL || (typeof window === 'undefined' ? '' : window.location.origin)
  );
}

/**
 * Title, description, canonical link, the page's twin in the other language (hreflang) and, on
 * the testers' pages, `noindex` of the current route;
 * React 19 hoists them into <head> (and the prerendered page's head, scripts/prerenderPlugin.ts).
 */
export function RouteMeta() {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  if (!handle) return null;
  const title = pathname === '/' ? handle.title : `${handle.title} · ${SITE_NAME}`;
  // The router's pathname leaves out the language's base: /es/vetdeals reads /vetdeals here.
  const page = handle.canonical ?? pathname;
  const origin = siteOrigin();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={handle.description} />
      <link rel="canonical" href={`${origin}${pathIn(currentLanguage(), page)}`} />
      <link rel="alternate" hrefLang="en" href={`${origin}${pathIn('en', page)}`} />
      <link rel="alternate" hrefLang="es" href={`${origin}${pathIn('es', page)}`} />
      <link rel="alternate" hrefLang="x-default" href={`${origin}${pathIn('en', page)}`} />
      {handle.noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
