// @vitest-environment node
/**
 * The spec's test or debug pages stay reachable, but no sitemap lists them and their pages tell
 * search engines not to index them, from the first byte of the prerendered HTML.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sitemapPages } from '../../../scripts/sitemap';
import { pageHtml } from '../../../scripts/prerenderPlugin';
import { routeTable } from '../../../src/app/routes';
import { provideSitemapEntries, sitemapEntries } from '../../../src/app/sitemapEntries';
import { prerenderPaths, renderPage } from '../../../src/prerender';

/** Spec, "Test or debug pages". */
const testerPages = ['/pagination-demo', '/carousel-test', '/test-toast', '/test-idme-setup'];
const NOINDEX = '<meta name="robots" content="noindex"/>';

async function prerenderedHead(path: string): Promise<string> {
  const template = readFileSync('index.html', 'utf8');
  const html = pageHtml(template, path, await renderPage(path, 'http://localhost'), true);
  return html.slice(0, html.indexOf('</head>'));
}

describe('the testers’ pages', () => {
  it('are the route table’s only pages marked noindex', () => {
    expect(routeTable.filter((r) => r.noindex).map((r) => r.path)).toEqual(testerPages);
  });

  it('are left out of the sitemap page and sitemap.xml, which still list the public pages', () => {
    provideSitemapEntries(routeTable);
    const listed = sitemapEntries().map((r) => r.path);
    const xmlPages = sitemapPages(routeTable);
    for (const path of testerPages) {
      expect(listed).not.toContain(path);
      expect(xmlPages).not.toContain(path);
    }
    expect(listed).toEqual(expect.arrayContaining(['/', '/about', '/services', '/sitemap']));
  });

  it('are prerendered with noindex in their head; other pages without it', async () => {
    expect(prerenderPaths()).toEqual(expect.arrayContaining(testerPages));
    for (const path of testerPages) expect(await prerenderedHead(path), path).toContain(NOINDEX);
    expect(await prerenderedHead('/about')).not.toContain('name="robots"');
  });
});
