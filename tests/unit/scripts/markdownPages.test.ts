import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { markdownPagesPlugin, proseDocument } from '../../../scripts/markdownPagesPlugin';
import { crisisLine } from '../../../src/lib/crisisLine';
import { entitlement } from '../../../src/lib/entitlements';
import type { ProseDocument } from '../../../src/lib/prose';

// jsdom, as the plugin uses: happy-dom's DOM lets DOMPurify keep scripts (tests/unit/lib/markdown.test.ts).
const { window } = new JSDOM('');

const page = `---
intro: 'Words under the h1: with a colon.'
---

Before any section.

::: start

## First part

A [page of ours](/services) and [VA.gov](https://www.va.gov/).<script>alert(1)</script>

<img src=x onerror="alert(1)"> [a trap](javascript:alert(1))

### Still prose

Call {{crisis.call}}. [](entitlement:home_loan)

::: orgs

| Name | Meaning |
| ---- | ------- |
| One  | Two     |

Table: What the names mean

## Questions {#asked .questions}

Before the first question.

### Why?

Because.

---

::: crisis
`;

/** The plugin as Vite runs it: the module it makes from a .md file. */
async function transform(source: string, id: string): Promise<ProseDocument> {
  const hook = markdownPagesPlugin().transform;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  const result = (await handler?.call({} as never, source, id)) as { code: string };
  return JSON.parse(
    result.code.replace(/^export default /, '').replace(/;\n$/, ''),
  ) as ProseDocument;
}

function fragment(html: string): DocumentFragment {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('prose pages from Markdown, rendered at build time', () => {
  it('turns a .md module into the page: intro, lead, sections, items and the blocks it names', async () => {
    const document = await transform(page, '/src/features/info/content/test.md');
    expect(document.intro).toBe('Words under the h1: with a colon.');
    expect(document.lead).toEqual([{ html: '<p>Before any section.</p>\n' }, { slot: 'start' }]);
    expect(document.sections.map((s) => [s.heading, s.id, s.layout])).toEqual([
      ['First part', undefined, 'prose'],
      ['Questions', 'asked', 'questions'],
      [undefined, undefined, 'prose'],
    ]);
    const [first, questions, after] = document.sections;
    expect(first?.parts.map((p) => ('slot' in p ? p.slot : 'html'))).toEqual([
      'html',
      'orgs',
      'html',
    ]);
    expect(questions?.items).toEqual([{ heading: 'Why?', parts: [{ html: '<p>Because.</p>\n' }] }]);
    expect(questions?.parts).toEqual([{ html: '<p>Before the first question.</p>\n' }]);
    expect(after?.parts).toEqual([{ slot: 'crisis' }]);
  });

  it('strips scripts and handlers, and keeps same-site links in the tab, external ones in a new one', () => {
    const [first] = proseDocument(page, window).sections;
    const html = first?.parts[0] && 'html' in first.parts[0] ? first.parts[0].html : '';
    const dom = fragment(html);
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(dom.textContent).toContain('a trap');
    const inSite = dom.querySelector('a[href="/services"]');
    expect(inSite?.getAttribute('target')).toBeNull();
    expect(inSite?.textContent).toBe('page of ours');
    const away = dom.querySelector('a[href="https://www.va.gov/"]');
    expect(away?.getAttribute('target')).toBe('_blank');
    expect(away?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(away?.querySelector('.visually-hidden')?.textContent).toBe(' (opens in a new tab)');
    expect(dom.querySelector('h3')?.textContent).toBe('Still prose');
  });

  it("states data's figures, links a benefit to its official page by its id, captions tables", () => {
    const [first] = proseDocument(page, window).sections;
    const [prose, , table] = (first?.parts ?? []).map((p) => fragment('html' in p ? p.html : ''));
    expect(prose?.textContent).toContain(`Call ${crisisLine.call}.`);
    const loan = entitlement('home_loan');
    const link = prose?.querySelector(`a[href="${loan.url}"]`);
    expect(link?.textContent).toBe(`${loan.name} (opens in a new tab)`);
    expect(table?.querySelector('caption')?.textContent).toBe('What the names mean');
    const region = table?.querySelector('.table-region');
    expect(region?.getAttribute('aria-label')).toBe('What the names mean');
    expect(table?.textContent).not.toContain('Table:');
  });

  it('refuses what it does not understand, naming the file', async () => {
    await expect(transform('## A {.grid}\n', '/x/bad.md')).rejects.toThrow(
      /bad\.md: "A": \{\.grid\}/,
    );
    await expect(transform('::: Not A Name\n', '/x/bad.md')).rejects.toThrow(/::: name/);
    await expect(transform('Call {{crisis.fax}}\n', '/x/bad.md')).rejects.toThrow(/crisis\.fax/);
    await expect(transform('[x](entitlement:nothing)\n', '/x/bad.md')).rejects.toThrow(/nothing/);
  });
});
