/**
 * A supabase-js client with no session: guests' contact, feedback and newsletter entries go
 * through it, so they never land under whoever happens to be signed in (the tables default
 * user_id to the caller). The service worker, which has no session, sends with it too.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from '../config';

export function createGuestClient(): SupabaseClient {
  return createClient(supabaseUrl, supabaseAnonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      // Its own key, so it never shares the page client's storage or lock.
      storageKey: 'vethub-guest-sender',
    },
  });
}
