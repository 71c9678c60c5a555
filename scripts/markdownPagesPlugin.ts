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
 * A translation is a twin file (`about.es.md`) with the same sections, ids, items and `::: names`
 * (tests/unit/scripts/markdownPages.test.ts): the English page's module loads it for Spanish
 * pages (src/lib/proseLanguage.ts). It names VetHub's pages by their English paths, which it
 * links under /es, and writes its captions `Tabla: …`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROSE_LANGUAGE = path.resolve(HERE, '../src/lib/proseLanguage.ts');

const LAYOUTS: readonly ProseLayout[] = ['prose', 'box', ...ITEM_LAYOUTS];
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const SECTION = /^## (.+?)(?:\s+\{([^}]*)\})?\s*$/;
const ITEM = /^### (.+?)\s*$/;
const SLOT = /^::: ([a-z0-9-]+)\s*$/;
const ENTITLEMENT_LINK = /\[([^\]]*)\]\(entitlement:(\w+)\)/g;
const FACT = /\{\{([\w.-]+)\}\}/g;

type ProseLanguage = 'en' | 'es';

/** The few words the step adds to a page, in the page's language. */
const STEP_WORDS: Record<ProseLanguage, { newTab: string; verify: string; table: string }> = {
  en: { newTab: ' (opens in a new tab)', verify: '(verify on VA.gov)', table: 'Table: ' },
  es: {
    newTab: ' (se abre en una pestaña nueva)',
    verify: '(verifique en VA.gov)',
    table: 'Tabla: ',
  },
};

/** A path on this site (not `//host` or `/\host`, which browsers read as another host). */
const SAME_SITE_PATH = /^\/(?![/\\])/;

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

/** The benefits' names as the Spanish pages give them (the benefits area's catalog). */
let benefitNames: Record<string, string> | undefined;
function spanishBenefitNames(): Record<string, string> {
  benefitNames ??= JSON.parse(
    readFileSync(path.resolve(HERE, '../src/features/benefits/locales/es.json'), 'utf8'),
  ) as Record<string, string>;
  return benefitNames;
}

function withEntitlements(markdown: string, language: ProseLanguage): string {
  return markdown.replace(ENTITLEMENT_LINK, (_link, text: string, id: string) => {
    const item = entitlement(id);
    const name = language === 'es' ? spanishBenefitNames()[`benefits.ent.${id}.name`] : item.name;
    const label = text || (name ?? item.name).replace(/[\\`*_[\]<>]/g, '\\$&');
    if (!item.url) return label;
    const verify = item.unconfirmed ? ` <small>${STEP_WORDS[language].verify}</small>` : '';
    return `[${label}](<${item.url}>)${verify}`;
  });
}

/**
 * On the sanitized DOM (never the string): new-tab notes, table captions, and a Spanish page's
 * links to VetHub's own pages under /es (the Markdown names the English paths).
 */
function finish(html: string, window: DomWindow, language: ProseLanguage): string {
  const { document } = window;
  const words = STEP_WORDS[language];
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const link of template.content.querySelectorAll('a[target="_blank"]')) {
    // Our own words: the links are ours to vouch for, unlike a partner's (nofollow).
    link.setAttribute('rel', 'noopener noreferrer');
    const note = document.createElement('span');
    note.className = 'visually-hidden';
    note.textContent = words.newTab;
    link.append(note);
  }
  for (const link of template.content.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (language === 'es' && SAME_SITE_PATH.test(href)) {
      link.setAttribute('href', href === '/' ? '/es/' : `/es${href}`);
    }
  }
  for (const region of template.content.querySelectorAll('.table-region')) {
    const next = region.nextElementSibling;
    const text = next?.tagName === 'P' ? next.textContent : null;
    if (!next || !text?.startsWith(words.table)) continue;
    const caption = document.createElement('caption');
    caption.textContent = text.slice(words.table.length);
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
export function proseDocument(
  source: string,
  window: DomWindow,
  language: ProseLanguage = 'en',
): ProseDocument {
  const { intro, body } = frontMatter(withFacts(source.replace(/\r\n?/g, '\n')));
  const document: ProseDocument = { ...(intro ? { intro } : {}), lead: [], sections: [] };
  let section: ProseSection | undefined;
  let parts: ProsePart[] = document.lead;
  let lines: string[] = [];
  const flush = () => {
    const markdown = lines.join('\n');
    lines = [];
    if (markdown.trim()) {
      const html = renderMarkdown(withEntitlements(markdown, language), { window });
      parts.push({ html: finish(html, window, language) });
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
        const language = id.endsWith('.es.md') ? 'es' : 'en';
        const document = JSON.stringify(proseDocument(source, await window, language));
        const twin = language === 'es' ? null : id.replace(/\.md$/, '.es.md');
        if (!twin || !existsSync(twin)) return { code: `export default ${document};\n`, map: null };
        this.addWatchFile(twin);
        const code = [
          `import { withSpanishTwin } from ${JSON.stringify(PROSE_LANGUAGE)};`,
          `export default withSpanishTwin(${document}, () => import(${JSON.stringify(`./${path.basename(twin)}`)}));`,
        ].join('\n');
        return { code, map: null };
      } catch (error) {
        throw new Error(`${id}: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}
