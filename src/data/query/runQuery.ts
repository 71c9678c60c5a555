/**
 * The read API's chooser: a table whose first download finished is read from the mirror
 * (instant, offline); before that the same filter goes to the server, so a first visit shows
 * data without waiting for sync. If the server cannot be reached, whatever part of the mirror
 * has arrived is shown instead, marked as incomplete.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { localDb, type MirrorRow, type VetHubDb } from '../localDb';
import { readSyncMeta } from '../sync/syncMeta';
import { deviceCovers } from './coverage';
import type { TableFilter } from './filters';
import type { QueryResult } from './plan';
import { runOnMirror } from './runOnMirror';
import { runOnServer, ServerQueryError } from './runOnServer';

/**
 * Where an answer came from: `incomplete-mirror` is the part of the first download so far;
 * `working-set` what a device keeping part of a large table holds, while the server is out of
 * reach (`serverTotal` then says how many the server had when last asked).
 */
export type QuerySource = 'mirror' | 'server' | 'incomplete-mirror' | 'working-set';

export interface QueryAnswer extends QueryResult<MirrorRow> {
  source: QuerySource;
  serverTotal?: number;
}

async function loadAppClient(): Promise<SupabaseClient> {
  return (await import('../supabaseClient')).supabase;
}

/** A 4xx is a mistake in the query: shown, not hidden behind partial data. */
const isClientError = (error: unknown) =>
  error instanceof ServerQueryError && error.status >= 400 && error.status < 500;

export async function runQuery(
  given: VetHubDb | undefined,
  filter: TableFilter,
  getClient: () => Promise<SupabaseClient> = loadAppClient,
): Promise<QueryAnswer> {
  const db = given ?? localDb;
  const meta = await readSyncMeta(db, filter.table);
  if (deviceCovers(meta, filter)) return { ...(await runOnMirror(db, filter)), source: 'mirror' };
  const fromDevice = async (): Promise<QueryAnswer> => {
    const held = await runOnMirror(db, filter);
    if (meta.state !== 'complete') return { ...held, source: 'incomplete-mirror' };
    return { ...held, source: 'working-set', serverTotal: meta.serverTotal ?? held.total };
  };
  // Offline, a request could only fail: the device answers at once.
  if (!navigator.onLine) return fromDevice();
  try {
    return { ...(await runOnServer(await getClient(), filter)), source: 'server' };
  } catch (error) {
    if (isClientError(error)) throw error;
    return fromDevice();
  }
}
