/**
 * The columns the app asks of a mirrored table: all but `search`, the server's full-text
 * vector. Nothing on the device reads it (the device builds its own index), and it was a third
 * of a compressed page of services and half of one of articles, written again into IndexedDB.
 * PostgREST cannot select "all but one", so the two tables that have it list the rest; an api
 * test compares these lists with the tables, so a migration's new column is not lost.
 */
import type { MirrorTableName } from './mirrorTables';

/** What every posted listing has: identity, review and picture. */
const LISTING_COLUMNS = [
  'id',
  'owner_id',
  'slug',
  'status',
  'featured_until',
  'created_at',
  'updated_at',
  'deleted_at',
  'client_id',
  'review_note',
  'reviewed_by',
  'reviewed_at',
  'owner_suspended',
  'image_path',
  'image_alt',
  'image_width',
  'image_height',
  'language',
];

const LISTED_COLUMNS: Partial<Record<MirrorTableName, readonly string[]>> = {
  services: [
    ...LISTING_COLUMNS,
    'name',
    'title',
    'excerpt',
    'content',
    'sponsored',
    'services',
    'credentials',
    'category',
    'type',
    'is_home',
    'rating',
    'review_count',
    'state',
    'zipcode',
    'city',
    'address',
    'website',
    'phone',
    'email',
  ],
  blog_posts: [
    ...LISTING_COLUMNS,
    'title',
    'excerpt',
    'content',
    'category',
    'author',
    'cover_image_url',
    'cover_image_alt',
    'published_at',
  ],
};

/** The `select` of a read of whole rows of `table`. */
export function rowSelect(table: MirrorTableName): string {
  return LISTED_COLUMNS[table]?.join(',') ?? '*';
}

/** The row as the mirror keeps it: realtime sends every column, `search` included. */
export function withoutServerOnly<T extends Record<string, unknown>>(row: T): Omit<T, 'search'> {
  if (!('search' in row)) return row;
  const kept: Record<string, unknown> = { ...row };
  delete kept.search;
  return kept as Omit<T, 'search'>;
}
