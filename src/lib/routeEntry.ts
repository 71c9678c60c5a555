/**
 * The shape of one route: its path, title, layout, guard (spec §6) and lazy page. Each feature
 * exports a plain array of these (`<feature>/routes.ts`); src/app/routes.tsx composes them into
 * the one table the router, the sitemap, search and the e2e suite read.
 */
import type { ComponentType } from 'react';
import { isNumericId, isWellFormedIdAndSlug } from './slug';

export type Layout = 'standard' | 'none';
export type Guard = 'auth' | 'guest';
export type SitemapGroup =
  | 'Start here'
  | 'Benefits'
  | 'Employment'
  | 'Resources'
  | 'Directories'
  | 'Post content'
  | 'Your account'
  | 'Support VetHub'
  | 'About VetHub'
  | 'Tools for testers';

type PageModule = { default: ComponentType };

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
  load?: () => Promise<PageModule>;
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
}

export const validIdAndSlug = (p: Record<string, string | undefined>) =>
  isWellFormedIdAndSlug(p.idAndSlug ?? '');
export const validId = (p: Record<string, string | undefined>) => isNumericId(p.id ?? '');

/** The path a visitor should see for this entry (aliases point at their canonical page). */
export function canonicalPath(entry: RouteEntry): string {
  return entry.redirectTo ?? entry.canonicalOf ?? entry.path;
}
