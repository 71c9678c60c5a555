/** Per-table facts the sync engine needs. */
import type { MirrorTableName } from '../localDb';

/** Realtime tables of the spec (§4); jobs and occupations follow by delta pull only. */
export const realtimeTables: readonly MirrorTableName[] = [
  'blog_posts',
  'services',
  'vet_deals',
  'military_careers',
];

/** The primary key column: `id` (bigint) everywhere but occupations (O*NET-SOC code). */
export function keyColumn(table: MirrorTableName): string {
  return table === 'occupations' ? 'onet_soc' : 'id';
}

export function rowKey(
  table: MirrorTableName,
  row: Record<string, unknown>,
): number | string | null {
  const key = row[keyColumn(table)];
  return typeof key === 'number' || typeof key === 'string' ? key : null;
}
