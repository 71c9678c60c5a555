// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../../src/app/routes';
import { robotsTxt, sitemapPages, sitemapXml } from '../../../scripts/sitemap';

describe('sitemap.xml and robots.txt from the route table', () => {
  it('lists public pages with absolute canonical addresses, and published records with lastmod', () => {
    const xml = sitemapXml('https://vethub.example/', routeTable, [
      { path: '/services/12-legal-aid', updatedAt: '2026-03-01T10:00:00Z' },
    ]);
    expect(xml).toContain('<loc>https://vethub.example/</loc>');
    expect(xml).toContain('<loc>https://vethub.example/search</loc>');
    const twins =
      '<xhtml:link rel="alternate" hreflang="en" href="https://vethub.example/services/12-legal-aid"/>' +
      '<xhtml:link rel="alternate" hreflang="es" href="https://vethub.example/es/services/12-legal-aid"/>';
    expect(xml).toContain(
      `<url><loc>https://vethub.example/services/12-legal-aid</loc><lastmod>2026-03-01</lastmod>${twins}</url>`,
    );
  });

  it('lists every page in Spanish too, each naming both twins', () => {
    const xml = sitemapXml('https://vethub.example', routeTable, []);
    expect(xml).toContain('<loc>https://vethub.example/es/</loc>');
    expect(xml).toContain(
      '<url><loc>https://vethub.example/es/vetdeals</loc><xhtml:link rel="alternate" hreflang="en" href="https://vethub.example/vetdeals"/><xhtml:link rel="alternate" hreflang="es" href="https://vethub.example/es/vetdeals"/></url>',
    );
    const count = (re: RegExp) => xml.match(re)?.length ?? 0;
    expect(count(/<loc>https:\/\/vethub\.example\/es\//g)).toBe(count(/<url>/g) / 2);
  });

  it('leaves out signed-in, guest-only, alias, success and test pages', () => {
    const pages = sitemapPages(routeTable);
    for (const hidden of [
      '/dashboard',
      '/auth',
      '/claim-calculator',
      '/contact/success',
      '/test-toast',
    ]) {
      expect(pages).not.toContain(hidden);
    }
    expect(pages).toEqual(
      expect.arrayContaining(['/contact', '/feedback', '/subscribe', '/benefits']),
    );
    expect(pages.every((p) => !p.includes(':'))).toBe(true);
  });

  it('tells robots where the sitemap is and keeps them off account pages, not off noindex ones', () => {
    const robots = robotsTxt('https://vethub.example', routeTable);
    expect(robots).toContain('Sitemap: https://vethub.example/sitemap.xml');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /es/dashboard');
    expect(robots).toContain('Disallow: /services/edit/');
    expect(robots).not.toContain('Disallow: /search');
    // Test pages carry noindex in their head, which a robot must be let in to read.
    expect(robots).not.toContain('Disallow: /test-toast');
    expect(robots).not.toContain('Disallow: /pagination-demo');
  });
});
