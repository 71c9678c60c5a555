/**
 * The route table as the sitemap page reads it. The page is itself an entry of the table, so it
 * cannot import the table without a cycle; the router hands the table over at start.
 */
import type { RouteEntry } from '../lib/routeEntry';

let table: readonly RouteEntry[] = [];

export function provideSitemapEntries(routes: readonly RouteEntry[]): void {
  table = routes;
}

/** The pages the sitemap lists: grouped, without parameters, not marked noindex (testers'). */
export function sitemapEntries(): readonly RouteEntry[] {
  return table.filter((r) => r.group !== undefined && !r.example && !r.noindex);
}
