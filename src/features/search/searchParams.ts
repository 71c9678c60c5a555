/** The search page's URL: ?q=words&kind=service. */
import { isSearchKind, type SearchKind } from './searchKinds';

export interface SearchUrlState {
  query: string;
  kind: SearchKind | null;
}

export function readSearchParams(params: URLSearchParams): SearchUrlState {
  const kind = params.get('kind') ?? '';
  return { query: params.get('q') ?? '', kind: isSearchKind(kind) ? kind : null };
}

export function searchHref(query: string, kind: SearchKind | null = null): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (kind) params.set('kind', kind);
  const search = params.toString();
  return search ? `/search?${search}` : '/search';
}
