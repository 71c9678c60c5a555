/**
 * The sync engine's own supabase-js client, signed out on purpose: the mirror must hold what the
 * public sees, not what the signed-in partner or admin may see (their pending rows). Loaded
 * lazily so supabase-js stays out of the first page's bundle; it keeps no session and shares no
 * storage key with the app's client.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

let client: Promise<SupabaseClient> | undefined;

export function loadSyncClient(): Promise<SupabaseClient> {
  client ??= Promise.all([import('@supabase/supabase-js'), import('../config')])
    .then(([{ createClient }, { supabaseUrl, supabaseAnonKey }]) =>
      createClient(supabaseUrl, supabaseAnonKey, {
        auth: {
          persistSession: false,
          autoRefreshToken: false,
          detectSessionInUrl: false,
          storageKey: 'vethub-sync-anon',
        },
      }),
    )
    .catch((error: unknown) => {
      // Offline before the chunk was ever cached: let the next attempt load it again.
      client = undefined;
      throw error;
    });
  return client;
}
