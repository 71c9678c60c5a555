/**
 * The search engine as one object: keeps a SiteIndex in step with the mirror (a live query per
 * table, so every sync write is applied as a diff) and with the site's pages, and answers
 * searches. Runs inside the search worker; where module workers are missing, on the page.
 */
import type { VetHubDb } from '../../data/localDb';
import { watchTableVersions } from '../../data/mirrorVersions';
import { feedTable } from './mirrorFeed';
import { pageDoc, type PageInfo } from './searchDocuments';
import { searchTables, type SearchTable } from './searchKinds';
import { SiteIndex, type SearchAnswer, type SearchRequest } from './siteIndex';

export interface EngineStatus {
  /** Tables whose first sync is complete and whose rows are all in the index. */
  ready: SearchTable[];
  /** Documents in the index. */
  size: number;
}

export interface SearchEngine {
  setPages(pages: readonly PageInfo[]): void;
  search(request: SearchRequest): SearchAnswer;
  status(): EngineStatus;
  /** Resolves once every change seen so far has been indexed (tests, the benchmark). */
  idle(): Promise<void>;
  stop(): void;
}

export function startSearchEngine(
  db?: VetHubDb,
  onStatus: (status: EngineStatus) => void = () => undefined,
): SearchEngine {
  const index = new SiteIndex();
  const ready = new Set<SearchTable>();
  let work: Promise<void> = Promise.resolve();
  const status = (): EngineStatus => ({ ready: [...ready], size: index.size });

  const subscriptions = searchTables.map((table) =>
    watchTableVersions(table, db).subscribe({
      next: ({ complete, keys }) => {
        work = work
          .then(() => feedTable(db, index, table, keys))
          .then(() => {
            if (complete) ready.add(table);
            else ready.delete(table);
            onStatus(status());
          })
          // A failed read leaves the table to the server fallback, never breaks search.
          .catch(() => undefined);
      },
      error: () => ready.delete(table),
    }),
  );

  return {
    setPages(pages) {
      for (const id of index.idsOfKind('page')) index.remove(id);
      for (const page of pages) index.put(pageDoc(page), 'page');
      onStatus(status());
    },
    search: (request) => index.search(request),
    status,
    idle: async () => {
      let seen: Promise<void> | undefined;
      while (seen !== work) {
        seen = work;
        await work;
      }
    },
    stop() {
      for (const s of subscriptions) s.unsubscribe();
    },
  };
}
