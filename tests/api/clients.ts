/** supabase-js clients for the api suite, exactly as an app would make them (plus Node's WebSocket). */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';

export const DEMO_PASSWORD = 'VetHub-demo-2026';

export function apiUrl(): string {
  return inject('apiUrl');
}

function make(key: string): SupabaseClient {
  return createClient(apiUrl(), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js needs a WebSocket implementation on Node 20.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export const anonClient = () => make(ANON_KEY);
export const serviceClient = () => make(SERVICE_ROLE_KEY);

/** A client signed in with email and password; throws when sign-in fails. */
export async function signedInClient(email: string, password = DEMO_PASSWORD) {
  const client = anonClient();
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
