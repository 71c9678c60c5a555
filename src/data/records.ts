/**
 * One definition per record type partners post: its table, nouns, categories and addresses.
 * The directories, the posting forms and their requirements pages, search, saved items, the
 * dashboard and the 404 suggestion all read these, so a fact is written once.
 *
 * Categories are the values the seed's rows use (supabase/seed.sql, scripts/seed): deals keep
 * Travel, services keep community (their directory filter groups types through the
 * service_categories table, which has no community row, so the filter offers the other seven).
 */
import { optionsOf, type Option } from '../lib/options';
import { slugify } from '../lib/slug';
import type { SavedList } from './localDb';

export interface RecordType {
  key: 'deal' | 'service' | 'blog' | 'job';
  table: 'vet_deals' | 'services' | 'blog_posts' | 'unemployment_jobs';
  /** In messages: "Edit your VetDeal", "Sending your service listing…". */
  noun: string;
  /** The dashboard's group heading and its singular. */
  label: { plural: string; singular: string };
  /** The column that names a row. */
  nameColumn: 'title' | 'name';
  savedList: SavedList;
  categories: readonly Option[];
  /** The directory that lists the rows. */
  listPath: string;
  /** A row's public page; jobs have none (the board lists them). */
  detailPath?: (row: { id: number | string; slug?: unknown; name?: unknown }) => string;
  editPath: (id: number | string) => string;
  /** The posting form a partner fills in. */
  submitPath?: string;
  requirementsPath?: string;
}

const same = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value }));

type RecordFacts = Omit<RecordType, 'editPath' | 'submitPath' | 'requirementsPath'>;

/** A row's edit page sits in its directory: /<list>/edit/<id>. */
function record(facts: RecordFacts): RecordType {
  return { ...facts, editPath: (id) => `${facts.listPath}/edit/${id}` };
}

/** A record partners post from the submit hub (/submit/<key>), its rules beside its directory. */
function postedRecord(facts: RecordFacts): RecordType {
  return {
    ...record(facts),
    submitPath: `/submit/${facts.key}`,
    requirementsPath: `${facts.listPath}/requirements`,
  };
}

/** /base/{id}-{slug}, the slug made from the name when the row has none. */
function withSlug(base: string) {
  return (row: { id: number | string; slug?: unknown; name?: unknown }) => {
    const slug =
      typeof row.slug === 'string' && row.slug
        ? row.slug
        : typeof row.name === 'string'
          ? slugify(row.name)
          : '';
    return slug ? `${base}/${row.id}-${slug}` : `${base}/${row.id}`;
  };
}

export const dealRecord = postedRecord({
  key: 'deal',
  table: 'vet_deals',
  noun: 'VetDeal',
  label: { plural: 'VetDeals', singular: 'VetDeal' },
  nameColumn: 'title',
  savedList: 'vetdeals',
  categories: same([
    'Automotive',
    'Education',
    'Entertainment',
    'Food & Dining',
    'Health & Fitness',
    'Home & Garden',
    'Outdoors',
    'Retail',
    'Services',
    'Technology',
    'Travel',
  ]),
  listPath: '/vetdeals',
  detailPath: (row) => `/vetdeals/${row.id}`,
});

/** Service categories: the schema's values and the names people read. */
export const serviceCategoryLabels = {
  financial: 'Financial',
  housing: 'Housing',
  disability: 'Disability',
  legal: 'Legal',
  healthcare: 'Healthcare',
  education: 'Education',
  employment: 'Employment',
  community: 'Community',
};

export const serviceRecord = postedRecord({
  key: 'service',
  table: 'services',
  noun: 'service listing',
  label: { plural: 'Services', singular: 'service' },
  nameColumn: 'name',
  savedList: 'services',
  categories: optionsOf(serviceCategoryLabels),
  listPath: '/services',
  detailPath: withSlug('/services'),
});

export const blogRecord = postedRecord({
  key: 'blog',
  table: 'blog_posts',
  noun: 'article',
  label: { plural: 'Articles', singular: 'article' },
  nameColumn: 'title',
  savedList: 'blog',
  categories: same([
    'Benefits',
    'Claims',
    'Health',
    'Careers',
    'Employment',
    'Education',
    'Housing',
    'Family',
    'Stories',
    'Community',
  ]),
  listPath: '/blog',
  detailPath: withSlug('/blog'),
});

export const jobRecord = record({
  key: 'job',
  table: 'unemployment_jobs',
  noun: 'job',
  label: { plural: 'Jobs', singular: 'job' },
  nameColumn: 'title',
  savedList: 'job',
  categories: [],
  listPath: '/jobs',
  detailPath: (row) => `/jobs/${row.id}`,
});

export const recordTypes: readonly RecordType[] = [
  serviceRecord,
  dealRecord,
  blogRecord,
  jobRecord,
];

export function recordOfTable(table: RecordType['table']): RecordType {
  const found = recordTypes.find((r) => r.table === table);
  if (!found) throw new RangeError(`No record type for ${table}`);
  return found;
}

/** Where a row lives on VetHub: its own page, or the directory when it has none. */
export function recordHref(
  record: RecordType,
  row: { id: number | string; slug?: unknown; name?: unknown },
): string {
  return record.detailPath?.(row) ?? record.listPath;
}

export function recordOfSavedList(list: SavedList): RecordType {
  const found = recordTypes.find((r) => r.savedList === list);
  if (!found) throw new RangeError(`No record type for ${list}`);
  return found;
}
