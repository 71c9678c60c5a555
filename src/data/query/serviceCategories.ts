/**
 * The services category filter maps a category (financial, housing, …) to the service type names
 * it covers, from the service_categories table. The sync engine keeps a copy in `meta` so the
 * mirror answers offline; the server executor reads the table itself.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { VetHubDb } from '../localDb';

/** Category slug → service type names. */
export type CategoryMap = Readonly<Record<string, readonly string[]>>;

export const CATEGORIES_META_KEY = 'sync:service_categories';

function toCategoryMap(rows: unknown): CategoryMap {
  const map: Record<string, readonly string[]> = {};
  if (!Array.isArray(rows)) return map;
  for (const row of rows as { slug?: unknown; services?: unknown }[]) {
    if (typeof row.slug === 'string' && Array.isArray(row.services)) {
      map[row.slug] = row.services.filter((name): name is string => typeof name === 'string');
    }
  }
  return map;
}

export async function readMirrorCategories(db: VetHubDb): Promise<CategoryMap> {
  const entry = await db.meta.get(CATEGORIES_META_KEY);
  return toCategoryMap(entry?.value);
}

/** Stored as the rows the server sent, so reading goes through the same check. */
export async function writeMirrorCategories(db: VetHubDb, rows: unknown[]): Promise<void> {
  await db.meta.put({ key: CATEGORIES_META_KEY, value: rows });
}

/** The mapping rows from the server; throws when the request fails. */
export async function fetchCategoryRows(client: SupabaseClient): Promise<unknown[]> {
  const { data, error } = await client
    .from('service_categories')
    .select('slug, services')
    .retry(false);
  if (error) throw new Error(`service_categories: ${error.message}`);
  return data ?? [];
}

const cached = new WeakMap<SupabaseClient, Promise<CategoryMap>>();

/** The server's mapping, asked once per client (it changes only with a release). */
export function serverCategories(client: SupabaseClient): Promise<CategoryMap> {
  let answer = cached.get(client);
  if (!answer) {
    answer = fetchCategoryRows(client).then(toCategoryMap);
    // A failed request is not remembered: the next query asks again.
    answer.catch(() => cached.delete(client));
    cached.set(client, answer);
  }
  return answer;
}
