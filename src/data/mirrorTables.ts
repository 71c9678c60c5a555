/** The tables the device mirrors; apart from localDb.ts so the shell can name them without Dexie. */
export type MirrorTableName =
  | 'services'
  | 'vet_deals'
  | 'blog_posts'
  | 'unemployment_jobs'
  | 'military_careers'
  | 'occupations';

/** A mirrored row's primary key: `id` everywhere but occupations (O*NET-SOC code). */
export type RowKey = number | string;

/** In pull order: the lists people open first come first. */
export const mirrorTables: readonly MirrorTableName[] = [
  'services',
  'vet_deals',
  'blog_posts',
  'unemployment_jobs',
  'military_careers',
  'occupations',
];

/**
 * The crosswalk: ~14k rows that change a few times a year. The device keeps them in chunks of
 * rows (referenceChunks.ts), not a record a row, and loads them from one build artifact.
 */
export const REFERENCE_TABLES = ['military_careers', 'occupations'] as const;
export type ReferenceTable = (typeof REFERENCE_TABLES)[number];

export const isReferenceTable = (table: MirrorTableName): table is ReferenceTable =>
  (REFERENCE_TABLES as readonly string[]).includes(table);
