/**
 * One public record by its key: from the mirror when the device has it, otherwise from the server
 * with the same visibility rule the lists use. `null` means it does not exist or is not public.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { MirrorRow, MirrorTableName, VetHubDb } from '../localDb';
import { mirrorStore } from '../mirrorStore';
import { loadSyncClient } from '../sync/syncClient';
import { keyColumn } from '../sync/tables';
import { readSyncMeta } from '../sync/syncMeta';
import { ServerQueryError } from './runOnServer';
import { applyConditions } from './serverConditions';
import { isPubliclyVisible, visibilityConditions } from './visibility';
import { rowSelect } from '../mirrorColumns';

export async function getRecord(
  db: VetHubDb,
  table: MirrorTableName,
  key: number | string,
  getClient: () => Promise<SupabaseClient> = loadSyncClient,
): Promise<MirrorRow | null> {
  const local = await mirrorStore(db, table).get(key);
  if (local) return local;
  // A complete mirror of the whole table that lacks the row is a definite answer; a working set
  // holds only part of it (sync/workingSet.ts), so the server is asked.
  const meta = await readSyncMeta(db, table);
  if (meta.state === 'complete' && meta.whole) return null;
  const query = (await getClient())
    .from(table)
    .select(rowSelect(table))
    .eq(keyColumn(table), key)
    .retry(false);
  const { data, error, status } = await applyConditions(query, visibilityConditions(table))
    .limit(1)
    .maybeSingle();
  if (error) throw new ServerQueryError(error.message, status, error.code);
  const row = data as MirrorRow | null;
  return row && isPubliclyVisible(table, row) ? row : null;
}
