/** The kinds of things site search finds, in the order their groups are shown. */
import type { MirrorTableName } from '../../data/localDb';

export type SearchKind = 'service' | 'deal' | 'post' | 'job' | 'career' | 'page';

export const searchKinds: readonly SearchKind[] = [
  'service',
  'deal',
  'post',
  'job',
  'career',
  'page',
];

/** Group headings: what a visitor calls each kind. Labels are message ids (the worker loads
 * this module too, so the words stay out of it). */
export const kindLabels: Record<SearchKind, string> = {
  service: 'search.kind.service',
  deal: 'search.kind.deal',
  post: 'search.kind.post',
  job: 'search.kind.job',
  career: 'search.kind.career',
  page: 'search.kind.page',
};

export type SearchTable = Exclude<MirrorTableName, 'occupations'>;

/** The mirrored table behind each record kind (pages come from the route table). */
export const tableOfKind: Record<Exclude<SearchKind, 'page'>, SearchTable> = {
  service: 'services',
  deal: 'vet_deals',
  post: 'blog_posts',
  job: 'unemployment_jobs',
  career: 'military_careers',
};

export const searchTables: readonly SearchTable[] = Object.values(tableOfKind);

export const kindOfTable: Record<SearchTable, SearchKind> = {
  services: 'service',
  vet_deals: 'deal',
  blog_posts: 'post',
  unemployment_jobs: 'job',
  military_careers: 'career',
};

export function isSearchKind(value: string): value is SearchKind {
  return (searchKinds as readonly string[]).includes(value);
}
