/** The site's own pages that search offers: public pages of the route table, with their
 * title, heading and description. */
import { routeTable, type RouteEntry } from '../../app/routes';
import type { PageInfo } from './searchDocuments';

function isSearchable(entry: RouteEntry): boolean {
  return (
    entry.group !== undefined &&
    entry.group !== 'Tools for testers' &&
    entry.guard !== 'auth' &&
    !entry.redirectTo &&
    !entry.path.includes(':')
  );
}

export function sitePages(routes: readonly RouteEntry[] = routeTable): PageInfo[] {
  return routes.filter(isSearchable).map(({ path, title, heading, description }) => ({
    path,
    title,
    heading,
    description,
  }));
}
