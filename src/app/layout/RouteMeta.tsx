import { useLocation } from 'react-router';
import { useRouteHandle } from '../../lib/routeHandle';

const SITE_NAME = 'VetHub';

/** The build prerenders without a visitor's address: it keeps the link only with VITE_SITE_URL. */
function siteOrigin(): string {
  return (
    import.meta.env.VITE_SITE_URL || (typeof window === 'undefined' ? '' : window.location.origin)
  );
}

/**
 * Title, description, canonical link and, on the testers' pages, `noindex` of the current route;
 * React 19 hoists them into <head> (and the prerendered page's head, scripts/prerenderPlugin.ts).
 */
export function RouteMeta() {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  if (!handle) return null;
  const title = pathname === '/' ? handle.title : `${handle.title} · ${SITE_NAME}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={handle.description} />
      <link rel="canonical" href={`${siteOrigin()}${handle.canonical ?? pathname}`} />
      {handle.noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
