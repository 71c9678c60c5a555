/**
 * Vite step: a prose page's Markdown (src/features/info/content/*.md) becomes a module whose
 * default export is a ProseDocument (src/lib/prose.ts). Its HTML is rendered here, at build time,
 * through the app's safe Markdown path (src/lib/markdown.ts: marked, then DOMPurify in jsdom), so
 * the browser runs neither for these pages and the prerendered page and the app insert the same
 * string. What the Markdown may hold beyond CommonMark and GFM (no fenced code):
 * - front matter between `---` lines at the very top: `intro: …`, the sentence under the h1;
 * - words before the first `## `: the page header's (the lead);
 * - `## Heading`: a section. After it, `{#id}` sets its id, `{.box}` frames it, and `{.cards}`,
 *   `{.steps}` or `{.questions}` make each of its `### ` headings an item;
 * - `---` on a line of its own: what follows stands outside any section, until the next `## `;
 * - `::: name` on a line of its own: a block the page supplies (a component, buttons, data);
 * - `{{name}}`: a figure from data/ (facts below), so a changed figure is changed there only;
 * - `[text](entitlement:id)`: the official page of a benefit of data/va/entitlements.json, flagged
 *   "(verify on VA.gov)" where the research left it unconfirmed; empty text is the benefit's name;
 * - a paragraph `Table: …` right after a table: the table's caption.
 * Links that leave VetHub open in a new tab and tell screen readers so, as ExternalLink does.
 * A translation is a twin file (`about.es.md`) with the same `::: names`, imported the same way.
 */
import type { Plugin } from 'vite';
import { crisisLine } from '../src/lib/crisisLine.ts';
import { entitlement } from '../src/lib/entitlements.ts';
import { renderMarkdown } from '../src/lib/markdown.ts';
import {
  ITEM_LAYOUTS,
  type ProseDocument,
  type ProseLayout,
  type ProsePart,
  type ProseSection,
} from '../src/lib/prose.ts';

type DomWindow = Window & typeof globalThis;

const LAYOUTS: readonly ProseLayout[] = ['prose', 'box', ...ITEM_LAYOUTS];
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const SECTION = /^## (.+?)(?:\s+\{([^}]*)\})?\s*$/;
const ITEM = /^### (.+?)\s*$/;
const SLOT = /^::: ([a-z0-9-]+)\s*$/;
const ENTITLEMENT_LINK = /\[([^\]]*)\]\(entitlement:(\w+)\)/g;
const FACT = /\{\{([\w.-]+)\}\}/g;

/** The figures prose pages state, as data/va gives them. */
const facts: Record<string, string> = {
  'crisis.call': crisisLine.call,
  'crisis.press': crisisLine.press,
  'crisis.text': crisisLine.text,
  'crisis.chat': crisisLine.chatUrl,
  'health.priority-groups': String(
    entitlement('health_priority_groups').keyEligibility.match(/\bPG\d+:/g)?.length ?? 0,
  ),
};

function withFacts(source: string): string {
  return source.replace(FACT, (_fact, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new Error(`no figure {{${name}}}: one of ${Object.keys(facts)}`);
    return value;
  });
}

function frontMatter(source: string): { intro?: string; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { body: source };
  let intro: string | undefined;
  for (const line of (match[1] ?? '').split('\n')) {
    const field = /^intro:\s*(.+)$/.exec(line)?.[1];
    if (!field) throw new Error(`front matter knows only "intro:", not: ${line}`);
    // YAML's quotes, for a value with ": " in it.
    if (/^'.*'$/.test(field)) intro = field.slice(1, -1).replace(/''/g, "'");
    else if (/^".*"$/.test(field)) intro = JSON.parse(field) as string;
    else intro = field;
  }
  return { intro, body: source.slice(match[0].length) };
}

function withEntitlements(markdown: string): string {
  return markdown.replace(ENTITLEMENT_LINK, (_link, text: string, id: string) => {
    const item = entitlement(id);
    const label = text || item.name.replace(/[\\`*_[\]<>]/g, '\\$&');
    if (!item.url) return label;
    return `[${label}](<${item.url}>)${item.unconfirmed ? ' <small>(verify on VA.gov)</small>' : ''}`;
  });
}

/** On the sanitized DOM (never the string): new-tab notes, table captions. */
function finish(html: string, window: DomWindow): string {
  const { document } = window;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const link of template.content.querySelectorAll('a[target="_blank"]')) {
    // Our own words: the links are ours to vouch for, unlike a partner's (nofollow).
    link.setAttribute('rel', 'noopener noreferrer');
    const note = document.createElement('span');
    note.className = 'visually-hidden';
    note.textContent = ' (opens in a new tab)';
    link.append(note);
  }
  for (const region of template.content.querySelectorAll('.table-region')) {
    const next = region.nextElementSibling;
    const text = next?.tagName === 'P' ? next.textContent : null;
    if (!next || !text?.startsWith('Table: ')) continue;
    const caption = document.createElement('caption');
    caption.textContent = text.slice('Table: '.length);
    region.querySelector('table')?.prepend(caption);
    region.setAttribute('aria-label', caption.textContent);
    next.remove();
  }
  return template.innerHTML;
}

function newSection(heading: string, attributes = ''): ProseSection {
  const section: ProseSection = { heading, layout: 'prose', parts: [], items: [] };
  for (const attribute of attributes.split(/\s+/).filter(Boolean)) {
    const layout = attribute.slice(1) as ProseLayout;
    if (attribute.startsWith('#')) section.id = attribute.slice(1);
    else if (attribute.startsWith('.') && LAYOUTS.includes(layout)) section.layout = layout;
    else
      throw new Error(
        `"${heading}": {${attributes}} is neither #id nor one of .${LAYOUTS.join(' .')}`,
      );
  }
  return section;
}

/** One Markdown file as its page's words. */
export function proseDocument(source: string, window: DomWindow): ProseDocument {
  const { intro, body } = frontMatter(withFacts(source.replace(/\r\n?/g, '\n')));
  const document: ProseDocument = { ...(intro ? { intro } : {}), lead: [], sections: [] };
  let section: ProseSection | undefined;
  let parts: ProsePart[] = document.lead;
  let lines: string[] = [];
  const flush = () => {
    const markdown = lines.join('\n');
    lines = [];
    if (markdown.trim()) {
      parts.push({ html: finish(renderMarkdown(withEntitlements(markdown), { window }), window) });
    }
  };
  const open = (next: ProseSection) => {
    flush();
    section = next;
    document.sections.push(next);
    parts = next.parts;
  };
  for (const line of body.split('\n')) {
    const heading = SECTION.exec(line);
    const item = ITEM.exec(line);
    const slot = SLOT.exec(line);
    if (heading) open(newSection(heading[1] ?? '', heading[2]));
    else if (line.trim() === '---') open({ layout: 'prose', parts: [], items: [] });
    else if (item && section && ITEM_LAYOUTS.includes(section.layout)) {
      flush();
      const next = { heading: item[1] ?? '', parts: [] };
      section.items.push(next);
      parts = next.parts;
    } else if (slot) {
      flush();
      parts.push({ slot: slot[1] ?? '' });
    } else if (line.startsWith(':::')) {
      throw new Error(`"${line}": a block is \`::: name\` (lower case, digits, dashes)`);
    } else lines.push(line);
  }
  flush();
  document.sections = document.sections.filter((s) => s.heading || s.parts.length);
  return document;
}

export function markdownPagesPlugin(): Plugin {
  // jsdom, not happy-dom: DOMPurify needs a DOM that parses as browsers do (tests/unit/lib/markdown.test.ts).
  let window: Promise<DomWindow> | undefined;
  return {
    name: 'vethub-markdown-pages',
    async transform(source, id) {
      if (!id.endsWith('.md')) return null;
      window ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window);
      try {
        const document = proseDocument(source, await window);
        return { code: `export default ${JSON.stringify(document)};\n`, map: null };
      } catch (error) {
        throw new Error(`${id}: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}
