/**
 * Saved copies kept current (spec §7: deals, articles and jobs fetched by list of ids): when the
 * device is online the server is asked for the saved rows by id, so titles, discounts and dates on
 * /saved are today's. An id the public can no longer see marks its copy "No longer available";
 * one that is back clears the mark. Nothing is marked unless the server answered.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { localDb, type SavedList, type VetHubDb } from '../localDb';
import { applyConditions } from '../query/serverConditions';
import { visibilityConditions } from '../query/visibility';
import { markMissing, unmarkIfBack } from './savedCleanup';

type RefreshedTable = 'vet_deals' | 'blog_posts' | 'unemployment_jobs';

const REFRESHED: readonly [SavedList, RefreshedTable][] = [
  ['vetdeals', 'vet_deals'],
  ['blog', 'blog_posts'],
  ['job', 'unemployment_jobs'],
];
/** Ids per request: keeps the query string well under any proxy's limit. */
const CHUNK = 100;

export type FetchByIds = (
  table: RefreshedTable,
  ids: readonly number[],
) => Promise<Record<string, unknown>[]>;

/** The rows among `ids` that the public sees, through supabase-js. */
export function visibleByIds(client: SupabaseClient): FetchByIds {
  return async (table, ids) => {
    const query = client.from(table).select('*').in('id', ids);
    const { data, error } = await applyConditions(query, visibilityConditions(table));
    if (error) throw new Error(error.message);
    return (data ?? []) as Record<string, unknown>[];
  };
}

export async function refreshSaved(
  fetchRows: FetchByIds,
  db: VetHubDb = localDb,
  now: number = Date.now(),
): Promise<{ refreshed: number; missing: number }> {
  let refreshed = 0;
  let missing = 0;
  for (const [list, table] of REFRESHED) {
    const keys = await db.saved
      .where('[list+id]')
      .between([list, 0], [list, Infinity])
      .primaryKeys();
    const ids = keys.map(([, id]) => id);
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      const rows = await fetchRows(table, chunk);
      const found = new Map(rows.map((row) => [Number(row.id), row]));
      await db.transaction('rw', db.saved, async () => {
        for (const [id, row] of found) await db.saved.update([list, id], { record: { ...row } });
      });
      await unmarkIfBack(list, [...found.keys()], db);
      missing += await markMissing(
        list,
        chunk.filter((id) => !found.has(id)),
        now,
        db,
      );
      refreshed += found.size;
    }
  }
  return { refreshed, missing };
}
