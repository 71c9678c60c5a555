import { useMatches } from 'react-router';

/** What every route of the table carries for its page: document title, h1 and description. */
export interface RouteHandle {
  title: string;
  heading?: string;
  description: string;
  canonical?: string;
  noindex?: boolean;
  /** RouteEntry.withoutItem: where a page about the visitor's own item sends them without one. */
  withoutItem?: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
