/** The tables the device mirrors; apart from localDb.ts so the shell can name them without Dexie. */
export type MirrorTableName =
  | 'services'
  | 'vet_deals'
  | 'blog_posts'
  | 'unemployment_jobs'
  | 'military_careers'
  | 'occupations';

export const mirrorTables: readonly MirrorTableName[] = [
  'services',
  'vet_deals',
  'blog_posts',
  'unemployment_jobs',
  'military_careers',
  'occupations',
];
