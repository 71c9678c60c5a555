/** The site's own pages that search offers: public pages of the route table, with their
 * title, heading and description. The shell hands the table over (`provideSitePages`), so
 * search never imports the app that imports it. */
import type { RouteEntry } from '../../lib/routeEntry';
import type { PageInfo } from './searchDocuments';

let provided: readonly RouteEntry[] = [];

/** Called once by the shell with the composed route table. */
export function provideSitePages(routes: readonly RouteEntry[]): void {
  provided = routes;
}

function isSearchable(entry: RouteEntry): boolean {
  return (
    entry.group !== undefined &&
    !entry.noindex &&
    entry.guard !== 'auth' &&
    !entry.redirectTo &&
    !entry.path.includes(':')
  );
}

export function sitePages(routes: readonly RouteEntry[] = provided): PageInfo[] {
  return routes.filter(isSearchable).map(({ path, title, heading, description }) => ({
    path,
    title,
    heading,
    description,
  }));
}
