/**
 * supabase-js clients for VetHub's api tests and the stack's own, exactly as an app would make
 * them (plus Node's WebSocket), on the run's shared stack unless a test passes its own URL.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../../../scripts/seed/demoUsers';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../config';

export function apiUrl(): string {
  return inject('apiUrl');
}

/** `url`: the shared stack's unless a test file starts a stack of its own. */
function make(key: string, url = apiUrl()): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js needs a WebSocket implementation on Node 20.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export const anonClient = (url?: string) => make(ANON_KEY, url);
export const serviceClient = (url?: string) => make(SERVICE_ROLE_KEY, url);

/**
 * A client signed in with email and password (by default the password of the demo accounts
 * VetHub's seed creates); throws when sign-in fails.
 */
export async function signedInClient(email: string, password = DEMO_PASSWORD, url?: string) {
  const client = anonClient(url);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return client;
}

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}
