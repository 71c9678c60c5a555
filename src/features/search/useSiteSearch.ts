/**
 * Site search for a component: the index's answer for every table it holds complete, and the
 * server's answer (through the read API) for tables whose first sync has not finished. Runs
 * again whenever the index changes, so results follow sync.
 */
import { useEffect, useState } from 'react';
import type { EngineStatus } from './searchEngine';
import { getSearchClient } from './searchClient';
import {
  kindOfTable,
  searchTables,
  tableOfKind,
  type SearchKind,
  type SearchTable,
} from './searchKinds';
import { searchTableOnServer, type TableHits } from './serverSearch';
import type { SearchAnswer } from './siteIndex';

export interface SiteSearchState {
  /** The latest answer; while a newer query runs, the previous one (pending is true). */
  answer: SearchAnswer | null;
  pending: boolean;
  /** Tables answered by the server because their first sync is not complete. */
  fromServer: SearchTable[];
}

const SERVER_DELAY_MS = 250;

/** Server answers per query and table, for this page's life: sync progress re-runs searches. */
const serverCache = new Map<string, Promise<TableHits | null>>();

function fromServer(table: SearchTable, query: string): Promise<TableHits | null> {
  const key = `${table}\u0000${query}`;
  let hits = serverCache.get(key);
  if (!hits) {
    hits = searchTableOnServer(table, query).catch(() => {
      serverCache.delete(key);
      return null;
    });
    serverCache.set(key, hits);
  }
  return hits;
}

function merge(answer: SearchAnswer, server: TableHits[]): SearchAnswer {
  const replaced = new Set(server.map((part) => kindOfTable[part.table]));
  const counts = { ...answer.counts };
  const hits = answer.hits.filter((h) => !replaced.has(h.kind));
  for (const part of server) {
    hits.push(...part.hits);
    counts[kindOfTable[part.table]] = part.total;
  }
  return { ...answer, hits, counts };
}

function tablesFor(kinds: readonly SearchKind[]): SearchTable[] {
  if (kinds.length === 0) return [...searchTables];
  return kinds.flatMap((k) => (k === 'page' ? [] : [tableOfKind[k]]));
}

export function useSiteSearch(query: string, kinds: readonly SearchKind[]): SiteSearchState {
  const [status, setStatus] = useState<EngineStatus | null>(null);
  const [result, setResult] = useState<{ key: string; state: SiteSearchState } | null>(null);
  const q = query.trim();
  const key = JSON.stringify([q, kinds]);

  useEffect(() => (q ? getSearchClient().onStatus(setStatus) : undefined), [q]);

  useEffect(() => {
    if (!q) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wanted = (JSON.parse(key) as [string, SearchKind[]])[1];
    const show = (state: SiteSearchState) => current && setResult({ key, state });
    void getSearchClient()
      .search({ query: q, kinds: wanted })
      .then(({ answer, status: engine }) => {
        if (!current) return;
        const missing = tablesFor(wanted).filter((t) => !engine.ready.includes(t));
        if (missing.length === 0) return show({ answer, pending: false, fromServer: [] });
        timer = setTimeout(() => {
          void Promise.all(missing.map((t) => fromServer(t, q))).then((parts) => {
            const server = parts.filter((p): p is TableHits => p !== null);
            show({ answer: merge(answer, server), pending: false, fromServer: missing });
          });
        }, SERVER_DELAY_MS);
      });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, key, status]);

  if (!q) return { answer: null, pending: false, fromServer: [] };
  if (result?.key === key) return result.state;
  return { answer: result?.state.answer ?? null, pending: true, fromServer: [] };
}
