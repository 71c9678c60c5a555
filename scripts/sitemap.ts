/**
 * sitemap.xml and robots.txt for machines, written at build from the route table and, when the
 * backend answers at build time, the published services, deals and blog posts. Pure functions
 * here; scripts/sitemapPlugin.ts wires them into the Vite build.
 */
import type { RouteEntry } from '../src/app/routes';
import { LANGUAGES, pathIn, SPANISH_BASE } from '../src/lib/language';

export interface PublishedRecord {
  path: string;
  updatedAt?: string;
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const isHidden = (r: RouteEntry) => r.guard !== undefined || r.noindex || r.layout === 'none';

/** Pages a search engine should list: public, canonical, without parameters. */
export function sitemapPages(routes: readonly RouteEntry[]): string[] {
  return routes
    .filter(
      (r) => r.group && !isHidden(r) && !r.redirectTo && !r.canonicalOf && !r.path.includes(':'),
    )
    .map((r) => r.path);
}

export function sitemapXml(
  siteUrl: string,
  routes: readonly RouteEntry[],
  records: readonly PublishedRecord[],
): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const urls = [
    ...sitemapPages(routes).map((path) => ({ path, updatedAt: undefined as string | undefined })),
    ...records,
  ].flatMap(({ path, updatedAt }) => {
    const lastmod = updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : '';
    // Each page in both languages, each naming both twins (issue 35).
    const twins = LANGUAGES.map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(origin + pathIn(lang, path))}"/>`,
    ).join('');
    return LANGUAGES.map(
      (lang) =>
        `  <url><loc>${xmlEscape(origin + pathIn(lang, path))}</loc>${lastmod}${twins}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Signed-in and guest-only pages are of no use in a search engine. Test pages are not listed
 * here: they say noindex themselves, which a robot kept off them would never read.
 */
export function robotsTxt(siteUrl: string, routes: readonly RouteEntry[]): string {
  const prefixes = new Set<string>();
  for (const r of routes) {
    if (r.guard === undefined && r.layout !== 'none') continue;
    const colon = r.path.indexOf(':');
    prefixes.add(colon === -1 ? r.path : r.path.slice(0, colon));
  }
  const disallow = [...prefixes]
    .flatMap((p) => [p, `${SPANISH_BASE}${p}`])
    .sort()
    .map((p) => `Disallow: ${p}`);
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow,
    '',
    `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

interface RestRow {
  id: number;
  slug?: string;
  updated_at?: string;
}

async function restRows(url: string, key: string, query: string): Promise<RestRow[]> {
  const response = await fetch(`${url}/rest/v1/${query}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    signal: AbortSignal.timeout(3000),
  });
  if (!response.ok) throw new Error(`${query}: HTTP ${response.status}`);
  return (await response.json()) as RestRow[];
}

/** Published records with a page of their own, read as the public would (anon key + RLS). */
export async function fetchPublishedRecords(
  url: string,
  anonKey: string,
): Promise<PublishedRecord[]> {
  const [services, deals, posts] = await Promise.all([
    restRows(
      url,
      anonKey,
      'services?select=id,slug,updated_at&status=eq.active&deleted_at=is.null&order=id',
    ),
    restRows(
      url,
      anonKey,
      'vet_deals?select=id,updated_at&status=in.(active,permanent)&active=is.true&deleted_at=is.null&order=id',
    ),
    restRows(
      url,
      anonKey,
      'blog_posts?select=id,slug,updated_at&status=eq.published&deleted_at=is.null&order=id',
    ),
  ]);
  const withSlug = (base: string, r: RestRow) => `${base}/${r.id}${r.slug ? `-${r.slug}` : ''}`;
  return [
    ...services.map((r) => ({ path: withSlug('/services', r), updatedAt: r.updated_at })),
    ...deals.map((r) => ({ path: `/vetdeals/${r.id}`, updatedAt: r.updated_at })),
    ...posts.map((r) => ({ path: withSlug('/blog', r), updatedAt: r.updated_at })),
  ];
}
