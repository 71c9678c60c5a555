/**
 * Filter cases for tests/api/parity.test.ts, each run through the mirror and the server. `rows`
 * cases must find something (so a case that silently matches nothing cannot pass for parity),
 * `empty` cases must find nothing. Values refer to the seed and to PARITY_SERVICES below.
 */
import type { TableFilter } from '../../src/data/query/filters';

export interface ParityCase {
  name: string;
  filter: TableFilter;
  expect: 'rows' | 'empty';
}

/**
 * Extra services the seed lacks: ratings (with the review count a rating needs, set as staff can),
 * zip codes, home-based, sponsored, local reach.
 */
export const PARITY_SERVICES = [
  {
    name: 'Lone Star Home Repair',
    slug: 'test-parity-lone-star-home-repair',
    excerpt: 'Ramps and GRAB BARS for disabled veterans at home.',
    status: 'active',
    rating: 4.9,
    review_count: 12,
    state: 'TX',
    zipcode: '78701',
    type: 'local',
    is_home: true,
    sponsored: true,
    category: 'housing',
    services: ['home modification', 'housing assistance'],
    credentials: ['Licensed contractor'],
  },
  {
    name: 'Austin Vet Counseling',
    slug: 'test-parity-austin-vet-counseling',
    title: 'Free counseling for veterans and families',
    content: 'Trauma-informed therapy in person or by video.',
    status: 'active',
    rating: 4.7,
    review_count: 5,
    state: 'TX',
    zipcode: '78701',
    type: 'local',
    category: 'healthcare',
    services: ['mental health', 'free counseling'],
    credentials: ['Licensed clinical social worker'],
  },
  {
    name: 'Gulf Coast Legal Aid Clinic',
    slug: 'test-parity-gulf-coast-legal-aid',
    excerpt: 'Discharge upgrades and claim appeals.',
    status: 'active',
    rating: 4.7,
    review_count: 5,
    state: 'TX',
    zipcode: '77002',
    type: 'regional',
    category: 'legal',
    services: ['legal aid', 'discharge upgrades'],
    credentials: ['Listed by VA for claims representation'],
  },
  {
    name: 'Hill Country Job Coach',
    slug: 'test-parity-hill-country-job-coach',
    status: 'active',
    rating: 3.2,
    review_count: 3,
    state: 'TX',
    zipcode: '78610',
    type: 'local',
    is_home: true,
    category: 'employment',
    services: ['career coaching'],
  },
  // Never visible to the public: must not show in any answer, featured list included.
  {
    name: 'Pending Provider',
    slug: 'test-parity-pending',
    status: 'pending',
    rating: 5,
    review_count: 4,
    state: 'TX',
  },
  {
    name: 'Removed Provider',
    slug: 'test-parity-removed',
    status: 'active',
    rating: 5,
    review_count: 4,
    state: 'TX',
    deleted_at: '2026-01-01T00:00:00Z',
  },
  { name: 'Inactive Provider', slug: 'test-parity-inactive', status: 'inactive', state: 'TX' },
];

const s = (
  name: string,
  filter: Omit<Extract<TableFilter, { table: 'services' }>, 'table'>,
  expect: ParityCase['expect'] = 'rows',
): ParityCase => ({
  name: `services: ${name}`,
  filter: { table: 'services', ...filter },
  expect,
});

export const PARITY_CASES: ParityCase[] = [
  s('no filter, page 1', {}),
  s('no filter, page 2', { page: 2 }),
  s('no filter, page 3', { page: 3 }),
  s('last, partial page', { page: 9 }),
  s('a page past the end', { page: 20 }, 'empty'),
  s('sponsored', { sponsored: true }),
  s('category housing (mapped to service names)', { category: 'housing' }),
  s('category legal', { category: 'legal' }),
  s('an unknown category', { category: 'space' }, 'empty'),
  s('one service type', { service: 'peer support' }),
  s('one credential', { credential: 'Congressionally chartered' }),
  s('search one word', { search: 'claims' }),
  s('search in mixed case, two words', { search: 'CLAIMS Assistance' }),
  s('search matching upper-case text', { search: 'grab bars' }),
  s('search in content, with a hyphen', { search: 'Trauma-Informed' }),
  s('search with LIKE characters', { search: '100% claims_help' }, 'empty'),
  s('search nothing matches', { search: 'zeppelin' }, 'empty'),
  s('search two words from different columns', { search: 'austin TRAUMA' }),
  s('search an excerpt, the other columns empty', { search: 'ramps' }),
  s('search words only unlisted services hold', { search: 'removed provider' }, 'empty'),
  s('state in lower case', { state: 'va' }),
  s('zipcode', { zipcode: '78701' }),
  s('type regional', { type: 'regional' }),
  s('home-based', { isHome: true }),
  s('state and type', { state: 'TX', type: 'local' }),
  s('category, search and state', { category: 'healthcare', search: 'counseling', state: 'TX' }),
  s('service and credential, page 2 of 3', {
    service: 'claims assistance',
    credential: 'Listed by VA for claims representation',
    page: 2,
    pageSize: 5,
  }),
  s('zipcode, home-based and sponsored together', {
    zipcode: '78701',
    isHome: true,
    sponsored: true,
  }),
  s('every filter at once', {
    sponsored: true,
    category: 'housing',
    service: 'home modification',
    credential: 'Licensed contractor',
    search: 'grab bars',
    state: 'TX',
    zipcode: '78701',
    type: 'local',
    isHome: true,
  }),
  s('near 78701, 10 miles', { near: { zip: '78701', radiusMiles: 10 } }),
  s('near 78701, 25 miles (a suburb joins)', { near: { zip: '78701', radiusMiles: 25 } }),
  s('near 78701, 25 miles, page 2 of one a page', {
    near: { zip: '78701', radiusMiles: 25 },
    page: 2,
    pageSize: 1,
  }),
  s('near 77002, 10 miles, with a category', {
    near: { zip: '77002', radiusMiles: 10 },
    category: 'legal',
  }),
  s('near 78701, 100 miles, with search and home-based', {
    near: { zip: '78701', radiusMiles: 100 },
    search: 'coach',
    isHome: true,
  }),
  s(
    'near 78701, 50 miles, in another state',
    {
      near: { zip: '78701', radiusMiles: 50 },
      state: 'VA',
    },
    'empty',
  ),
  s(
    'near a ZIP code with no listings around',
    { near: { zip: '10001', radiusMiles: 100 } },
    'empty',
  ),
  s('featured: top 3 by rating', { featured: true }),
  s('featured in one state', { featured: true, state: 'TX', isHome: true }),
  { name: 'deals: no filter', filter: { table: 'vet_deals' }, expect: 'rows' },
  { name: 'deals: page 2', filter: { table: 'vet_deals', page: 2 }, expect: 'rows' },
  {
    name: 'deals: category with &',
    filter: { table: 'vet_deals', category: 'Home & Garden' },
    expect: 'rows',
  },
  {
    name: 'deals: search merchant',
    filter: { table: 'vet_deals', search: 'coffee' },
    expect: 'rows',
  },
  {
    name: 'deals: mixed-case search, small pages',
    filter: { table: 'vet_deals', search: 'LAWN care', page: 2, pageSize: 2 },
    expect: 'rows',
  },
  {
    name: 'deals: unknown category',
    filter: { table: 'vet_deals', category: 'Spaceships' },
    expect: 'empty',
  },
  {
    name: 'deals: category and search together (the VetDeals page sends both)',
    filter: { table: 'vet_deals', category: 'Travel', search: 'rv' },
    expect: 'rows',
  },
  { name: 'blog: no filter', filter: { table: 'blog_posts' }, expect: 'rows' },
  { name: 'blog: page 2', filter: { table: 'blog_posts', page: 2 }, expect: 'rows' },
  { name: 'blog: category', filter: { table: 'blog_posts', category: 'Claims' }, expect: 'rows' },
  {
    name: 'blog: search',
    filter: { table: 'blog_posts', search: 'Disability rating' },
    expect: 'rows',
  },
  {
    name: 'blog: /blog?category=Stories',
    filter: { table: 'blog_posts', category: 'Stories' },
    expect: 'rows',
  },
  {
    name: 'blog: category and search together',
    filter: { table: 'blog_posts', category: 'Claims', search: 'appeal' },
    expect: 'rows',
  },
  { name: 'jobs: no filter', filter: { table: 'unemployment_jobs' }, expect: 'rows' },
  { name: 'jobs: state', filter: { table: 'unemployment_jobs', state: 'TX' }, expect: 'rows' },
  { name: 'jobs: remote', filter: { table: 'unemployment_jobs', remote: true }, expect: 'rows' },
  {
    name: 'jobs: keyword',
    filter: { table: 'unemployment_jobs', keyword: 'Driver' },
    expect: 'rows',
  },
  {
    name: 'jobs: two keywords across columns',
    filter: { table: 'unemployment_jobs', keyword: 'sample coordinator' },
    expect: 'rows',
  },
  {
    name: 'jobs: state, remote and keyword together',
    filter: { table: 'unemployment_jobs', state: 'TX', remote: false, keyword: 'sample' },
    expect: 'rows',
  },
  {
    name: 'jobs: remote with a keyword, page 2 of small pages',
    filter: { table: 'unemployment_jobs', remote: true, keyword: 'sample', page: 2, pageSize: 2 },
    expect: 'rows',
  },
  { name: 'careers: no filter', filter: { table: 'military_careers' }, expect: 'rows' },
  {
    name: 'careers: a deep page',
    filter: { table: 'military_careers', page: 900 },
    expect: 'rows',
  },
  {
    name: 'careers: branch',
    filter: { table: 'military_careers', branch: 'Navy' },
    expect: 'rows',
  },
  {
    name: 'careers: code prefix, lower case',
    filter: { table: 'military_careers', code: '11b' },
    expect: 'rows',
  },
  {
    name: 'careers: X as a digit',
    filter: { table: 'military_careers', code: '1D7X1' },
    expect: 'rows',
  },
  {
    name: 'careers: X as itself or a digit',
    filter: { table: 'military_careers', code: '11X' },
    expect: 'rows',
  },
  {
    name: 'careers: code with &',
    filter: { table: 'military_careers', code: 'F&S' },
    expect: 'rows',
  },
  {
    name: 'careers: title words',
    filter: { table: 'military_careers', title: 'intelligence ANALYST' },
    expect: 'rows',
  },
  {
    name: 'careers: branch, code and title',
    filter: { table: 'military_careers', branch: 'Air Force', code: '1', title: 'cyber' },
    expect: 'rows',
  },
  {
    name: 'careers: no such code',
    filter: { table: 'military_careers', code: 'QQQ9' },
    expect: 'empty',
  },
];
