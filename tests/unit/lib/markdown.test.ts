// @vitest-environment jsdom
/**
 * In jsdom: happy-dom's DOM lets DOMPurify keep <script> and javascript: links, so it cannot
 * test a sanitizer. The markdown sanitizer against the repros of the hardening issue and OWASP cheat-sheet
 * payloads. The output is parsed again, as the browser would, and checked for anything that runs.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/lib/markdown';

const STORAGE = 'https://project.example/storage/v1/object/public/';

function parsed(markdown: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = renderMarkdown(markdown, { imagePrefix: STORAGE });
  return box;
}

/** Every element's attributes: none may be an event handler or a script address. */
function dangerous(box: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of box.querySelectorAll('*')) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'FORM'].includes(element.tagName))
      found.push(element.tagName);
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) found.push(`${element.tagName} ${name}`);
      if (/^\s*(javascript|data|vbscript):/i.test(value)) found.push(`${element.tagName} ${name}`);
    }
  }
  return found;
}

const PAYLOADS = [
  '[x](https://vethub.example "<table><img src=x onerror=alert(document.domain)>")',
  '[x](https://vethub.example "</table><img src=x onerror=alert(1)>")',
  '<table><tr><td title="<table><img src=x onerror=alert(1)>">cell</td></tr></table>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '[click](javascript:alert(1))',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><button formaction="javascript:alert(1)">go</button></form>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '"><script>alert(1)</script>',
];

describe('markdown from partners and visitors', () => {
  it.each(PAYLOADS)('leaves nothing that runs: %s', (payload) => {
    expect(dangerous(parsed(payload))).toEqual([]);
  });

  it('keeps a link title with markup as text inside the attribute', () => {
    const box = parsed('[x](https://vethub.example "<table><img src=x onerror=alert(1)>")');
    expect(box.querySelectorAll('img')).toHaveLength(0);
    expect(box.querySelectorAll('.table-region')).toHaveLength(0);
    expect(box.querySelector('a')?.getAttribute('title')).toBe(
      '<table><img src=x onerror=alert(1)>',
    );
  });

  it('opens https links in a new tab and keeps links on this site', () => {
    const box = parsed('[VA](https://www.va.gov/) and [our FAQ](/faq)');
    const [va, faq] = Array.from(box.querySelectorAll('a'));
    expect(va?.getAttribute('target')).toBe('_blank');
    expect(va?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(faq?.getAttribute('href')).toBe('/faq');
    expect(faq?.hasAttribute('target')).toBe(false);
  });

  it.each(['//evil.example/x', '/\\evil.example/x', 'http://evil.example/', 'mailto:a@b.c'])(
    'keeps the words of a link to %s but not the link',
    (href) => {
      const box = parsed(`<a href="${href}">read this</a>`);
      expect(box.textContent).toContain('read this');
      expect(box.querySelector('a')?.hasAttribute('href')).toBe(false);
    },
  );

  it('shows images from the project storage and this site, and only the alt text of others', () => {
    const box = parsed(
      `![ours](${STORAGE}listing-images/a.webp) ![local](/icons/logo.png) ![tracker](https://evil.example/p.gif)`,
    );
    const sources = Array.from(box.querySelectorAll('img')).map((i) => i.getAttribute('src'));
    expect(sources).toEqual([`${STORAGE}listing-images/a.webp`, '/icons/logo.png']);
    expect(box.textContent).toContain('tracker');
  });

  it('wraps a table in a labelled region that scrolls on its own and takes the keyboard', () => {
    const box = parsed('| a | b |\n| - | - |\n| 1 | 2 |');
    const region = box.querySelector('.table-region');
    expect(region?.getAttribute('role')).toBe('region');
    expect(region?.getAttribute('aria-label')).toBe('Table');
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect(region?.querySelector('table td')?.textContent).toBe('1');
  });
});
