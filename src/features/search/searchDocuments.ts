/**
 * What the index holds for each record or page: a title, words that describe it (merchant,
 * employer, code, categories), its text, a short snippet to show, and where it lives.
 */
import { recordHref, recordOfTable, type RecordType } from '../../data/records';
import { kindOfTable, type SearchKind, type SearchTable } from './searchKinds';

export interface SearchDoc {
  /** `<kind>:<key>`, unique across kinds. */
  id: string;
  kind: SearchKind;
  title: string;
  /** Short words with weight: merchant, employer, job code, categories, place. */
  tags: string;
  text: string;
  snippet: string;
  href: string;
}

/** A page of the route table as search sees it. */
export interface PageInfo {
  path: string;
  title: string;
  heading?: string;
  description: string;
}

type Row = Record<string, unknown>;

const SNIPPET_CHARS = 220;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(' ') : '';
const join = (...parts: string[]) => parts.filter(Boolean).join(' · ');

function snippetOf(...candidates: string[]): string {
  const text = candidates.find((c) => c.trim().length > 0) ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_CHARS) return flat;
  const cut = flat.lastIndexOf(' ', SNIPPET_CHARS);
  return `${flat.slice(0, cut > 0 ? cut : SNIPPET_CHARS)}…`;
}

/** The record's own slug when it has one (as the sitemap uses), else one made from its title. */
/** The row's address from its record definition. */
function hrefOf(table: RecordType['table'], row: Row, name: string): string {
  return recordHref(recordOfTable(table), { id: String(row.id), slug: str(row.slug), name });
}

function docOf(kind: SearchKind, key: unknown, fields: Omit<SearchDoc, 'id' | 'kind'>): SearchDoc {
  return { id: `${kind}:${String(key)}`, kind, ...fields };
}

export function recordDoc(table: SearchTable, row: Row): SearchDoc {
  const kind = kindOfTable[table];
  switch (table) {
    case 'services': {
      const title = str(row.name);
      return docOf(kind, row.id, {
        title,
        tags: join(list(row.services), str(row.category), str(row.state), str(row.city)),
        text: join(str(row.title), str(row.excerpt), str(row.content)),
        snippet: snippetOf(str(row.excerpt), str(row.title), str(row.content)),
        href: hrefOf('services', row, title),
      });
    }
    case 'vet_deals':
      return docOf(kind, row.id, {
        title: str(row.title),
        tags: join(str(row.merchant), str(row.discount), str(row.category)),
        text: str(row.description),
        snippet: snippetOf(join(str(row.merchant), str(row.discount)), str(row.description)),
        href: hrefOf('vet_deals', row, str(row.title)),
      });
    case 'blog_posts': {
      const title = str(row.title);
      return docOf(kind, row.id, {
        title,
        tags: join(str(row.category), str(row.author)),
        text: join(str(row.excerpt), str(row.content)),
        snippet: snippetOf(str(row.excerpt), str(row.content)),
        href: hrefOf('blog_posts', row, title),
      });
    }
    case 'unemployment_jobs':
      return docOf(kind, row.id, {
        title: str(row.title),
        tags: join(str(row.employer), str(row.city), str(row.state), str(row.employment_type)),
        text: str(row.description),
        snippet: snippetOf(join(str(row.employer), str(row.city), str(row.state))),
        // Jobs have no page of their own: the board lists them.
        href: hrefOf('unemployment_jobs', row, str(row.title)),
      });
    case 'military_careers':
      return docOf(kind, row.id, {
        title: `${str(row.code)} ${str(row.title)}`.trim(),
        tags: join(str(row.branch), str(row.code)),
        text: str(row.onet_title),
        snippet: `${str(row.branch)}: civilian match ${str(row.onet_title)}`,
        href: `/employment/job-translator?code=${encodeURIComponent(str(row.code))}`,
      });
  }
}

export function pageDoc(page: PageInfo): SearchDoc {
  const title = page.heading && page.heading !== page.title ? page.heading : page.title;
  return docOf('page', page.path, {
    title,
    tags: page.heading && page.heading !== page.title ? page.title : '',
    text: page.description,
    snippet: page.description,
    href: page.path,
  });
}
