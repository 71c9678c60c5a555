/**
 * The search engine as one object: keeps a SiteIndex in step with the mirror (a live query per
 * table, so every sync write is applied as a diff) and with the site's pages, and answers
 * searches. Runs inside the search worker; where module workers are missing, on the page.
 */
import type { VetHubDb } from '../../data/localDb';
import { watchTableVersions } from '../../data/mirrorVersions';
import { readSearchSnapshot, writeSearchSnapshot } from '../../data/searchSnapshot';
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

/**
 * Keeping the index between visits: `build` names the code that shaped the documents; the
 * snapshot is written `saveAfterMs` after the last change (serialising 30k documents is work
 * for a worker, so the in-page fallback does not persist).
 */
export interface Persistence {
  build: string;
  saveAfterMs: number;
}

export function startSearchEngine(
  db?: VetHubDb,
  onStatus: (status: EngineStatus) => void = () => undefined,
  persistence?: Persistence,
): SearchEngine {
  let index = new SiteIndex();
  let pages: readonly PageInfo[] = [];
  const ready = new Set<SearchTable>();
  const status = (): EngineStatus => ({ ready: [...ready], size: index.size });

  // The saved index is read first; every feed below then applies only what changed since.
  let work: Promise<void> = persistence
    ? readSearchSnapshot(persistence.build, db)
        .then((text) => {
          if (!text) return;
          index = SiteIndex.fromSnapshot(text);
          putPages();
        })
        // A snapshot that cannot be read is rebuilt from the mirror.
        .catch(() => undefined)
    : Promise.resolve();

  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let unsaved = false;
  const scheduleSave = () => {
    if (!persistence) return;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => {
      unsaved = false;
      work = work
        .then(() => writeSearchSnapshot(persistence.build, index.toSnapshot(), db))
        .catch(() => undefined);
    }, persistence.saveAfterMs);
  };

  function putPages() {
    for (const id of index.idsOfKind('page')) index.remove(id);
    for (const page of pages) index.put(pageDoc(page), 'page');
  }

  const subscriptions = searchTables.map((table) =>
    watchTableVersions(table, db).subscribe({
      next: ({ complete, keys }) => {
        work = work
          .then(() => feedTable(db, index, table, keys))
          .then((fed) => {
            if (complete) ready.add(table);
            else ready.delete(table);
            if (fed.added + fed.updated + fed.removed > 0) unsaved = true;
            // Not during the first download: a 10 MB write would hold up the sync's own writes
            // (first sync 5.9 s → 8.7 s in the bench when it did).
            if (unsaved && ready.size === searchTables.length) scheduleSave();
            onStatus(status());
          })
          // A failed read leaves the table to the server fallback, never breaks search.
          .catch(() => undefined);
      },
      error: () => ready.delete(table),
    }),
  );

  return {
    setPages(next) {
      pages = next;
      putPages();
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
      clearTimeout(saveTimer);
      for (const s of subscriptions) s.unsubscribe();
    },
  };
}
