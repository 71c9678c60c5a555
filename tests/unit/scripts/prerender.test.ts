// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inSpanish, pageFile, pageHtml } from '../../../scripts/prerenderPlugin';

const template = `<!doctype html>
<html lang="en-US" data-mantine-color-scheme="light">
  <head>
    <meta http-equiv="Content-Security-Policy" content="script-src 'self'">
    <title>VetHub</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const rendered =
  '<title>Services directory · VetHub</title><meta name="description" content="Services for veterans."/>' +
  '<link rel="canonical" href="https://vethub.example/services"/><main><h1>Services directory</h1></main>';

describe('prerendered page files', () => {
  it('puts each page in its own folder, the home page at the top', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/services')).toBe('services/index.html');
    expect(pageFile('/benefits/claim-calculator')).toBe('benefits/claim-calculator/index.html');
  });

  it("moves the page's title, description and canonical link into head and its markup into #root", () => {
    const html = pageHtml(template, '/services', rendered, true);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Services directory · VetHub</title>');
    expect(head).not.toContain('<title>VetHub</title>');
    expect(head).toContain('<meta name="description" content="Services for veterans."/>');
    expect(head).toContain('<link rel="canonical" href="https://vethub.example/services"/>');
    expect(head).toContain('Content-Security-Policy');
    expect(html).toContain(
      '<div id="root" data-prerendered="/services"><main><h1>Services directory</h1></main></div>',
    );
  });

  it('names the app’s entry for index.html to ask for after the first paint, so the stylesheet arrives first', () => {
    const html = pageHtml(template, '/services', rendered, true);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(html).toContain('<meta name="vethub-entry" content="/assets/index-abc.js">');
    expect(html).not.toContain('src="/assets/index-abc.js"');
  });

  it('names the modules the page’s app needs, for index.html to ask for together with the entry', () => {
    const modules = ['/assets/app-1.js', '/assets/ServicesPage-2.js'];
    const html = pageHtml(template, '/services', rendered, true, modules);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<meta name="vethub-modules" content="/assets/app-1.js /assets/ServicesPage-2.js">',
    );
    // Named, not asked for: before the first paint the stylesheet has the line to itself.
    expect(html).not.toContain('modulepreload');
  });

  it('leaves the canonical link to the browser when the build has no site address', () => {
    const html = pageHtml(template, '/services', rendered, false);
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<meta name="description"');
  });

  it('adds no script of its own: the policy allows scripts from the site and one by its hash', () => {
    const html = pageHtml(template, '/services', rendered, true);
    expect(html.match(/<script\b[^>]*>/g)).toBeNull();
  });

  it('a Spanish twin lives under /es, names its twins and says its language before any script', () => {
    const twins =
      '<link href="https://vethub.example/services" hreflang="en" rel="alternate"/>' +
      '<link href="https://vethub.example/es/services" hreflang="es" rel="alternate"/>';
    const spanish = `<title>Directorio de servicios · VetHub</title>${twins}<main><h1>Servicios</h1></main>`;
    const html = inSpanish(pageHtml(template, '/es/services', spanish, true));
    expect(pageFile('/es/')).toBe('es/index.html');
    expect(html).toContain('<html lang="es-US"');
    expect(html.slice(0, html.indexOf('</head>'))).toContain(twins);
    expect(html).toContain('<div id="root" data-prerendered="/es/services">');
    // Without the site's address the build leaves the links to the app, as it does the canonical.
    const local = pageHtml(template, '/es/services', spanish, false);
    expect(local).not.toContain('hreflang');
  });
});
