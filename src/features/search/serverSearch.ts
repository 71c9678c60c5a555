/**
 * Search before the mirror is ready: for tables whose first sync has not finished, the same
 * words go through the read API (the server's text search; whatever part of the mirror has
 * arrived when the server is out of reach). Matches keep the server's order.
 */
import type { VetHubDb } from '../../data/localDb';
import { runQuery, type TableFilter } from '../../data/query';
import { searchTerms } from '../../data/query/textTerms';
import { recordDoc } from './searchDocuments';
import { kindOfTable, type SearchTable } from './searchKinds';
import type { SearchHit } from './siteIndex';

const PER_TABLE = 20;

function filterFor(table: SearchTable, query: string): TableFilter {
  const paging = { pageSize: PER_TABLE };
  switch (table) {
    case 'services':
      return { table, search: query, ...paging };
    case 'vet_deals':
      return { table, search: query, ...paging };
    case 'blog_posts':
      return { table, search: query, ...paging };
    case 'unemployment_jobs':
      return { table, keyword: query, ...paging };
    case 'military_careers':
      return { table, title: query, ...paging };
  }
}

export interface TableHits {
  table: SearchTable;
  hits: SearchHit[];
  total: number;
}

export async function searchTableOnServer(
  table: SearchTable,
  query: string,
  db?: VetHubDb,
): Promise<TableHits> {
  const answer = await runQuery(db, filterFor(table, query));
  const terms = searchTerms(query);
  const hits = answer.rows.map((row) => {
    const doc = recordDoc(table, row);
    return {
      id: doc.id,
      kind: kindOfTable[table],
      title: doc.title,
      snippet: doc.snippet,
      href: doc.href,
      terms,
    };
  });
  return { table, hits, total: answer.total };
}
