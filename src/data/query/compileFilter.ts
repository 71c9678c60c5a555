/**
 * Filter → plan, per table. Everything both executors must agree on is decided here: which
 * conditions, which order (always ending in a unique column, so pages never overlap), which page.
 */
import { codeCondition } from './codePattern';
import {
  FEATURED_COUNT,
  PAGE_SIZE,
  type BlogFilter,
  type CareersFilter,
  type DealsFilter,
  type JobsFilter,
  type ServicesFilter,
  type TableFilter,
} from './filters';
import type { Condition, OrderTerm, QueryPlan, Scalar } from './plan';
import type { CategoryMap } from './serviceCategories';
import { textConditions } from './textTerms';
import { MIN_REVIEWS_FOR_RATING } from '../reviews/ratingRule';
import { currentLanguage } from '../../lib/i18n';

const MAX_PAGE_SIZE = 100;

const desc = (column: string, type: OrderTerm['type'] = 'time'): OrderTerm => ({
  column,
  descending: true,
  type,
});
const asc = (column: string, type: OrderTerm['type']): OrderTerm => ({
  column,
  descending: false,
  type,
});
const NEWEST_CHANGE: OrderTerm[] = [desc('updated_at'), desc('id', 'number')];

/**
 * Spanish pages list listings written in Spanish first ('es' sorts after 'en', so descending),
 * each language in the list's own order (issue 35); English pages keep the list's order.
 */
function spanishFirst(order: OrderTerm[]): OrderTerm[] {
  return currentLanguage() === 'es' ? [desc('language', 'code'), ...order] : order;
}

/** Empty strings and undefined mean "no filter". */
function eq(column: string, value: Scalar | undefined): Condition[] {
  if (value === undefined || value === '') return [];
  return [{ kind: 'eq', column, value: typeof value === 'string' ? value.trim() : value }];
}

function paging(filter: TableFilter): Pick<QueryPlan, 'offset' | 'limit'> {
  const page = Math.max(1, Math.floor(filter.page ?? 1) || 1);
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(filter.pageSize ?? PAGE_SIZE) || 1));
  return { offset: (page - 1) * size, limit: size };
}

/** Deals, services and posts: the rows featured at `now` first, then `order`, one page. */
function featuredFirst(
  table: QueryPlan['table'],
  conditions: Condition[],
  order: OrderTerm[],
  filter: TableFilter,
  now: string,
): QueryPlan {
  return { table, conditions, order, ...paging(filter), featuredAfter: now };
}

function services(filter: ServicesFilter, categories: CategoryMap, now: string): QueryPlan {
  const conditions: Condition[] = [
    ...eq('sponsored', filter.sponsored),
    ...eq('state', filter.state?.toUpperCase()),
    ...eq('zipcode', filter.zipcode),
    ...eq('type', filter.type),
    ...eq('is_home', filter.isHome),
    ...textConditions(filter.search, ['name', 'title', 'excerpt', 'content']),
  ];
  if (filter.category) {
    // An unknown category matches nothing rather than everything.
    const values = categories[filter.category] ?? [];
    conditions.push({ kind: 'overlaps', column: 'services', values });
  }
  if (filter.service)
    conditions.push({ kind: 'contains', column: 'services', value: filter.service });
  if (filter.credential) {
    conditions.push({ kind: 'contains', column: 'credentials', value: filter.credential });
  }
  if (filter.featured) {
    // Rated by veterans' reviews only: a rating set by hand has no reviews to show for it.
    conditions.push({ kind: 'notNull', column: 'rating' });
    conditions.push({ kind: 'atLeast', column: 'review_count', value: MIN_REVIEWS_FOR_RATING });
    const order: OrderTerm[] = [
      desc('rating', 'number'),
      { column: 'id', descending: false, type: 'number' },
    ];
    return { table: 'services', conditions, order, offset: 0, limit: FEATURED_COUNT };
  }
  if (filter.near) {
    // Nearest first is what the visitor asked for, so it comes before the page's language.
    const { zip, radiusMiles } = filter.near;
    conditions.push({ kind: 'near', column: 'distance_miles', zip, radiusMiles });
    const order = [asc('distance_miles', 'number'), ...NEWEST_CHANGE];
    return featuredFirst('services', conditions, order, filter, now);
  }
  return featuredFirst('services', conditions, spanishFirst(NEWEST_CHANGE), filter, now);
}

function deals(filter: DealsFilter, now: string): QueryPlan {
  const conditions = [
    ...eq('category', filter.category),
    ...textConditions(filter.search, ['title', 'merchant', 'description']),
  ];
  return featuredFirst('vet_deals', conditions, spanishFirst(NEWEST_CHANGE), filter, now);
}

function posts(filter: BlogFilter, now: string): QueryPlan {
  const conditions = [
    ...eq('category', filter.category),
    ...textConditions(filter.search, ['title', 'excerpt', 'content']),
  ];
  const order = spanishFirst([desc('published_at'), desc('id', 'number')]);
  return featuredFirst('blog_posts', conditions, order, filter, now);
}

function jobs(filter: JobsFilter): QueryPlan {
  const conditions = [
    ...eq('state', filter.state?.toUpperCase()),
    ...eq('remote', filter.remote),
    ...textConditions(filter.keyword, ['title', 'employer', 'description']),
  ];
  const order = spanishFirst([desc('posted_at'), desc('id', 'number')]);
  return { table: 'unemployment_jobs', conditions, order, ...paging(filter) };
}

function careers(filter: CareersFilter): QueryPlan {
  const code = codeCondition('code', filter.code);
  const conditions = [
    ...eq('branch', filter.branch),
    ...(code ? [code] : []),
    ...textConditions(filter.title, ['title']),
  ];
  // Crosswalk order (the seed loads each branch's codes together, in the source file's order).
  // Ordering by text is avoided on purpose: PostgreSQL collations and JS compare it differently.
  const order: OrderTerm[] = [{ column: 'id', descending: false, type: 'number' }];
  return { table: 'military_careers', conditions, order, ...paging(filter) };
}

/** Only a services filter with a category reads the service categories. */
export const needsCategories = (filter: TableFilter): boolean =>
  filter.table === 'services' && Boolean(filter.category);

/** Only a services filter near a ZIP code needs the device's ZIP centroids. */
export const needsCentroids = (filter: TableFilter): boolean =>
  filter.table === 'services' && filter.near !== undefined;

/**
 * `categories` is needed only for a services filter with a category. Deals, services and posts
 * featured at `now` come first (paid featured plans).
 */
export function compileFilter(
  filter: TableFilter,
  categories: CategoryMap = {},
  now: string = new Date().toISOString(),
): QueryPlan {
  switch (filter.table) {
    case 'services':
      return services(filter, categories, now);
    case 'vet_deals':
      return deals(filter, now);
    case 'blog_posts':
      return posts(filter, now);
    case 'unemployment_jobs':
      return jobs(filter);
    case 'military_careers':
      return careers(filter);
  }
}
