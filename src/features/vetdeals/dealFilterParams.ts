/** The VetDeals filter in the URL: ?category=Travel&q=coffee&page=2. */
import type { DealsFilter } from '../../data/query';
import { pageParam, textParam, toParams } from '../../lib/searchParams';

export function dealFilterFromParams(params: URLSearchParams): DealsFilter {
  return {
    table: 'vet_deals',
    category: textParam(params, 'category'),
    search: textParam(params, 'q'),
    page: pageParam(params),
  };
}

export function dealFilterToParams(filter: DealsFilter): URLSearchParams {
  return toParams({ category: filter.category, q: filter.search, page: filter.page });
}
