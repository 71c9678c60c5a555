import { readdirSync, readFileSync } from 'node:fs';
import { activateLanguage, spanishSettled } from '../../../../src/lib/i18n';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProseDocument, ProsePart } from '../../../../src/lib/prose';

const folder = path.resolve(__dirname, '../../../../src/features/info');
const documents = import.meta.glob<ProseDocument>('../../../../src/features/info/content/*.md', {
  eager: true,
  import: 'default',
});
const pages = import.meta.glob<ComponentType>('../../../../src/features/info/*Page.tsx', {
  import: 'default',
});
const byName = new Map(
  Object.entries(documents).map(([file, document]) => [path.basename(file), document]),
);

/** Which content files the pages import, by file name. */
function importedContent(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.tsx'))) {
    const source = readFileSync(path.join(folder, file), 'utf8');
    for (const [, name] of source.matchAll(/^import \w+ from '\.\/content\/([\w.-]+\.md)';$/gm)) {
      pages.set(name ?? '', file);
    }
  }
  return pages;
}

const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

function htmlText(parts: ProsePart[]): string {
  const box = document.createElement('div');
  box.innerHTML = parts.map((p) => ('html' in p ? p.html : '')).join(' ');
  return box.textContent ?? '';
}

/** The words a reader gets, in the order of the page. */
function renderedWords(document: ProseDocument): string[] {
  const text = [
    document.intro ?? '',
    htmlText(document.lead),
    ...document.sections.flatMap((s) => [
      s.heading ?? '',
      htmlText(s.parts),
      ...s.items.flatMap((i) => [i.heading, htmlText(i.parts)]),
    ]),
  ];
  return words(text.join(' '));
}

/**
 * The words written in the Markdown: no list numbers, link targets, blocks, attributes or
 * figures' names; a table's caption moves above it (the plugin's test checks it).
 */
function writtenWords(markdown: string): string[] {
  return words(
    markdown
      .replace(/^intro:/m, '')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/^::: .*$/gm, '')
      .replace(/\{[#.][^}]*\}$/gm, '')
      .replace(/\{\{[^}]*\}\}/g, '')
      .replace(/^\d+\. /gm, '')
      .replace(/^(Table|Tabla): .*$/gm, ''),
  );
}

describe('the prose pages in src/features/info/content', () => {
  it('are each the words of a page: no file is left unused', () => {
    const files = readdirSync(path.join(folder, 'content')).filter((f) => f.endsWith('.md'));
    expect(files.length).toBeGreaterThan(15);
    // A Spanish twin is its English page's (src/lib/proseLanguage.ts), never imported by a page.
    const twins = files.filter((f) => f.endsWith('.es.md'));
    for (const twin of twins) expect(files, twin).toContain(twin.replace('.es.md', '.md'));
    const pages = files.filter((f) => !twins.includes(f));
    expect([...importedContent().keys()].sort()).toEqual(pages.sort());
  });

  it.each([...byName.keys()])('%s renders every word it holds, in order', (name) => {
    const source = readFileSync(path.join(folder, 'content', name), 'utf8');
    const shown = renderedWords(byName.get(name) as ProseDocument);
    let at = 0;
    const written = writtenWords(source);
    written.forEach((word, index) => {
      while (at < shown.length && shown[at] !== word) at += 1;
      expect(at, `"${written.slice(index, index + 8).join(' ')}" in ${name}`).toBeLessThan(
        shown.length,
      );
      at += 1;
    });
  });

  it('are on their pages: each section, and each HTML block outside a closed question', async () => {
    const pageOf = importedContent();
    for (const [name, document] of byName) {
      // A Spanish twin is on its English page, shown in Spanish.
      const english = name.replace('.es.md', '.md');
      const load = pages[`../../../../src/features/info/${pageOf.get(english) ?? ''}`];
      const Page = await load?.();
      expect(Page, `${name} is a page's`).toBeDefined();
      if (!Page) continue;
      activateLanguage(name === english ? 'en' : 'es');
      await spanishSettled();
      const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
      const html = renderToString(
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>,
      );
      activateLanguage('en');
      const parts = [
        ...document.lead,
        ...document.sections.flatMap((s) => [
          ...s.parts,
          ...(s.layout === 'questions' ? [] : s.items.flatMap((i) => i.parts)),
        ]),
      ];
      for (const part of parts) if ('html' in part) expect(html, name).toContain(part.html);
      for (const section of document.sections) {
        if (section.heading) expect(html, name).toContain(`>${escape(section.heading)}</h2>`);
        for (const item of section.items) expect(html, name).toContain(escape(item.heading));
      }
    }
  }, 60_000);
});

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
