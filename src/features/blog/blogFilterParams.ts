/** The blog filter in the URL: /blog?category=Stories&q=claims&page=2. */
import type { BlogFilter } from '../../data/query';
import { pageParam, textParam, toParams } from '../../lib/searchParams';

export function blogFilterFromParams(params: URLSearchParams): BlogFilter {
  return {
    table: 'blog_posts',
    category: textParam(params, 'category'),
    search: textParam(params, 'q'),
    page: pageParam(params),
  };
}

export function blogFilterToParams(filter: BlogFilter): URLSearchParams {
  return toParams({ category: filter.category, q: filter.search, page: filter.page });
}
