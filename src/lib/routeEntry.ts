/**
 * The shape of one route: its path, title, layout, guard (spec §6) and page. Each feature keeps
 * its routes as data beside its pages (`<feature>/routes.json`); src/app/routes.ts composes them
 * into the one table the router, the sitemap, search and the e2e suite read. Being data, the
 * table loads in Node (the sitemap build step, Playwright) without React or the page modules.
 */
import { isNumericId, isWellFormedIdAndSlug } from './slug';

const layouts = ['standard', 'none'] as const;
const guards = ['auth', 'guest'] as const;
/** Sitemap groups, in the order the sitemap page shows them. */
export const sitemapGroups = [
  'Start here',
  'Benefits',
  'Employment',
  'Resources',
  'Directories',
  'Post content',
  'Your account',
  'About VetHub',
  'Support VetHub',
] as const;

export type Layout = (typeof layouts)[number];
export type Guard = (typeof guards)[number];
export type SitemapGroup = (typeof sitemapGroups)[number];

export interface RouteEntry {
  path: string;
  title: string;
  /** The page's h1 when it differs from the title. */
  heading?: string;
  description: string;
  layout: Layout;
  guard?: Guard;
  /** Signed-in people who are not admins get the 403 page (the server enforces the same). */
  adminOnly?: boolean;
  /** Sitemap grouping; entries without one (success pages, callbacks, aliases) are left out. */
  group?: SitemapGroup;
  /** A page for testers (spec: test or debug pages): kept out of search engines and every sitemap. */
  noindex?: boolean;
  /** The page's module below src, e.g. `features/info/HomePage`; aliases have none. */
  page?: string;
  /** Alias of a canonical page: the router redirects here. */
  redirectTo?: string;
  /** Param check: when it fails the route answers a fatal 404. */
  validate?: (params: Record<string, string | undefined>) => boolean;
  /** A second path of the same page: its canonical link points at this path. */
  canonicalOf?: string;
  /** The page's h1 is the record's own name (a detail page), not `heading` or `title`. */
  headingFromRecord?: boolean;
  /** A concrete path for a parameterised route, used by the sitemap check and the e2e walk. */
  example?: string;
  /**
   * A page about one item of the visitor's own (a success page): opened without one, or with
   * one that is not theirs on this device, it sends them to this path instead.
   */
  withoutItem?: string;
}

type Params = Record<string, string | undefined>;
const paramChecks = {
  id: (p: Params) => isNumericId(p.id ?? ''),
  idAndSlug: (p: Params) => isWellFormedIdAndSlug(p.idAndSlug ?? ''),
};

/** One entry of a routes.json file, as JSON types it. */
export type RouteData = Partial<Record<'layout' | 'guard' | 'group' | 'params' | 'page', string>> &
  Omit<RouteEntry, 'layout' | 'guard' | 'group' | 'page' | 'validate'>;

function oneOf<T extends string>(
  allowed: readonly T[],
  value: string | undefined,
  what: string,
  path: string,
): T | undefined {
  if (value === undefined || (allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`Route ${path}: ${what} "${value}" is not one of ${allowed.join(', ')}.`);
}

/**
 * A feature's routes.json as route entries: `page` names a module in `dir` (the feature's folder
 * below src), `params` the check its path parameters must pass. A wrong value fails loudly here,
 * when the table is built, rather than as a page that never loads.
 */
export function routesFrom(dir: string, data: readonly RouteData[]): RouteEntry[] {
  return data.map(({ layout, guard, group, params, page, ...rest }) => {
    const check =
      params === undefined ? undefined : paramChecks[params as keyof typeof paramChecks];
    if (params !== undefined && !check)
      throw new Error(`Route ${rest.path}: no check "${params}".`);
    return {
      ...rest,
      layout: oneOf(layouts, layout, 'layout', rest.path) ?? 'standard',
      guard: oneOf(guards, guard, 'guard', rest.path),
      group: oneOf(sitemapGroups, group, 'group', rest.path),
      page: page === undefined ? undefined : `${dir}/${page}`,
      validate: check,
    };
  });
}

/** The path a visitor should see for this entry (aliases point at their canonical page). */
export function canonicalPath(entry: RouteEntry): string {
  return entry.redirectTo ?? entry.canonicalOf ?? entry.path;
}
