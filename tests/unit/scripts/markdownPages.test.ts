import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { markdownPagesPlugin, proseDocument } from '../../../scripts/markdownPagesPlugin';
import { crisisLine } from '../../../src/lib/crisisLine';
import { entitlement } from '../../../src/lib/entitlements';
import type { ProseDocument } from '../../../src/lib/prose';
import { slugify } from '../../../src/lib/slug';

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

const pluginContext = { addWatchFile: () => undefined } as never;

/** The plugin as Vite runs it: the module it makes from a .md file. */
async function transform(source: string, id: string): Promise<ProseDocument> {
  const hook = markdownPagesPlugin().transform;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  const result = (await handler?.call(pluginContext, source, id)) as { code: string };
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

const contentDir = path.resolve(__dirname, '../../../src/features/info/content');

/** What a page supplies and links to, which its Spanish twin must keep as the English has it. */
function frame(document: ProseDocument) {
  const slots = (parts: ProseDocument['lead']) =>
    parts.flatMap((part) => ('slot' in part ? [part.slot] : []));
  return {
    lead: slots(document.lead),
    sections: document.sections.map((section) => ({
      // As the page gives it (PageSection): a twin keeps its English page's anchors.
      id: section.id ?? (section.heading ? slugify(section.heading) : undefined),
      layout: section.layout,
      slots: [...slots(section.parts), ...section.items.flatMap((item) => slots(item.parts))],
      items: section.items.length,
    })),
  };
}

describe("prose pages' Spanish twins (issue 35)", () => {
  it('a Spanish page links VetHub pages under /es and says its notes in Spanish', () => {
    const twin = proseDocument(
      '[los servicios](/services), [el inicio](/) y [VA.gov](https://www.va.gov/).\n\n| A |\n| - |\n| 1 |\n\nTabla: Una tabla\n',
      window as never,
      'es',
    );
    const html = twin.lead.map((part) => ('html' in part ? part.html : '')).join('');
    const links = fragment(html).querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      '/es/services',
      '/es/',
      'https://www.va.gov/',
    ]);
    expect(links[2]?.textContent).toBe('VA.gov (se abre en una pestaña nueva)');
    expect(fragment(html).querySelector('caption')?.textContent).toBe('Una tabla');
    const benefit = proseDocument('[](entitlement:home_loan)\n', window as never, 'es');
    expect(fragment((benefit.lead[0] as { html: string }).html).textContent).toContain(
      'Garantía de préstamo hipotecario del VA',
    );
  });

  it('a page with a twin loads it as a Spanish part; one without stays plain', async () => {
    const hook = markdownPagesPlugin().transform;
    const handler = typeof hook === 'function' ? hook : hook?.handler;
    const run = async (name: string) =>
      (
        (await handler?.call(
          pluginContext,
          readFileSync(path.join(contentDir, name), 'utf8'),
          path.join(contentDir, name),
        )) as { code: string }
      ).code;
    const twinned = await run('your-page.md');
    expect(twinned).toContain('withSpanishTwin');
    expect(twinned).toContain('import("./your-page.es.md")');
    expect(await run('your-page.es.md')).toMatch(/^export default \{/);
  });

  it("each twin has its English page's sections, ids, layouts, items and blocks", () => {
    const twins = readdirSync(contentDir).filter((name) => name.endsWith('.es.md'));
    expect(twins.length).toBeGreaterThan(0);
    for (const twin of twins) {
      const english = proseDocument(
        readFileSync(path.join(contentDir, twin.replace('.es.md', '.md')), 'utf8'),
        window as never,
      );
      const spanish = proseDocument(
        readFileSync(path.join(contentDir, twin), 'utf8'),
        window as never,
      );
      expect(frame(spanish), twin).toEqual(frame(english));
      expect(Boolean(spanish.intro), twin).toBe(Boolean(english.intro));
    }
  });
});
