/**
 * The full-text index of everything site search finds (MiniSearch): BM25 ranking with field
 * boosts, prefix matching while typing and fuzzy matching for typos. It remembers each
 * document's version (the row's updated_at) so a changed mirror can be applied as a diff.
 * Runs in the search worker; tests and browsers without module workers run it directly.
 */
import MiniSearch, { type AsPlainObject, type SearchOptions, type SearchResult } from 'minisearch';
import type { SearchDoc } from './searchDocuments';
import { searchKinds, type SearchKind } from './searchKinds';

export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  snippet: string;
  href: string;
  /** The document's words that matched, for highlighting. */
  terms: string[];
}

export interface SearchAnswer {
  query: string;
  /** Best first within each kind, at most `perKind` of each. */
  hits: SearchHit[];
  /** Every match per kind, before the per-kind cut. */
  counts: Record<SearchKind, number>;
  /** A spelling that finds something when the words as typed find nothing. */
  suggestion: string | null;
}

export interface SearchRequest {
  query: string;
  kinds?: readonly SearchKind[];
  perKind?: number;
}

const DEFAULT_PER_KIND = 20;

const BASE_OPTIONS: SearchOptions = {
  boost: { title: 4, tags: 2, text: 1 },
  // A single letter would match most of the index; a word's start counts from two letters.
  prefix: (term: string) => term.length >= 2,
  combineWith: 'AND',
};
/** Typos allowed per word: none under four letters, one up to six, two (a swapped pair of
 * letters counts as two) from seven. */
const fuzzy = (term: string) => (term.length < 4 ? false : term.length < 7 ? 1 : 2);

export const emptyCounts = (): Record<SearchKind, number> =>
  Object.fromEntries(searchKinds.map((k) => [k, 0])) as Record<SearchKind, number>;

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

const INDEX_OPTIONS = {
  fields: ['title', 'tags', 'text'],
  storeFields: ['kind', 'title', 'snippet', 'href'],
};

export class SiteIndex {
  constructor(
    private readonly mini = new MiniSearch<SearchDoc>(INDEX_OPTIONS),
    private readonly versions = new Map<string, string>(),
  ) {}

  /** The index as text (toSnapshot), documents and versions as they were. */
  static fromSnapshot(text: string): SiteIndex {
    const { mini, versions } = JSON.parse(text) as {
      mini: AsPlainObject;
      versions: [string, string][];
    };
    return new SiteIndex(MiniSearch.loadJS<SearchDoc>(mini, INDEX_OPTIONS), new Map(versions));
  }

  toSnapshot(): string {
    return JSON.stringify({ mini: this.mini, versions: [...this.versions] });
  }

  get size(): number {
    return this.versions.size;
  }

  versionOf(id: string): string | undefined {
    return this.versions.get(id);
  }

  /** Ids of the documents of one kind (to find the ones the mirror no longer has). */
  idsOfKind(kind: SearchKind): string[] {
    const prefix = `${kind}:`;
    return [...this.versions.keys()].filter((id) => id.startsWith(prefix));
  }

  put(doc: SearchDoc, version: string): void {
    if (this.versions.has(doc.id)) this.mini.replace(doc);
    else this.mini.add(doc);
    this.versions.set(doc.id, version);
  }

  remove(id: string): void {
    if (!this.versions.has(id)) return;
    this.mini.discard(id);
    this.versions.delete(id);
  }

  search({ query, kinds, perKind = DEFAULT_PER_KIND }: SearchRequest): SearchAnswer {
    const counts = emptyCounts();
    const wanted = kinds && kinds.length > 0 ? new Set(kinds) : null;
    const filter = wanted ? (r: SearchResult) => wanted.has(r.kind as SearchKind) : undefined;
    const q = query.trim();
    if (!q) return { query, hits: [], counts, suggestion: null };

    const exact = this.mini.search(q, { ...BASE_OPTIONS, filter });
    const results =
      exact.length > 0 ? exact : this.mini.search(q, { ...BASE_OPTIONS, fuzzy, filter });
    const suggestion = exact.length > 0 ? null : this.suggest(q);

    // An exact title match outranks everything BM25 prefers (a short page mentioning it twice).
    const wantedTitle = normalize(q);
    const ranked = [...results].sort(
      (a, b) =>
        Number(normalize(String(b.title)) === wantedTitle) -
        Number(normalize(String(a.title)) === wantedTitle),
    );
    const hits: SearchHit[] = [];
    for (const r of ranked) {
      const kind = r.kind as SearchKind;
      counts[kind] += 1;
      if (counts[kind] > perKind) continue;
      hits.push({
        id: String(r.id),
        kind,
        title: String(r.title),
        snippet: String(r.snippet),
        href: String(r.href),
        terms: r.terms,
      });
    }
    return { query, hits, counts, suggestion };
  }

  private suggest(query: string): string | null {
    const [best] = this.mini.autoSuggest(query, { fuzzy, prefix: false, combineWith: 'AND' });
    if (!best || normalize(best.suggestion) === normalize(query)) return null;
    return best.suggestion;
  }
}
