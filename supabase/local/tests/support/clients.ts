/**
 * supabase-js clients for VetHub's api tests and the stack's own, exactly as an app would make
 * them (plus Node's WebSocket), on the run's shared stack unless a test passes its own URL.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Agent, fetch as undiciFetch } from 'undici';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../../../scripts/seed/demoUsers';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../config';

export function apiUrl(): string {
  return inject('apiUrl');
}

/**
 * A fetch whose requests leave from `localAddress` (any 127.x.y.z on Linux), so a test plays a
 * client on a network of its own: the stack's limits by address count it apart.
 */
function fetchFrom(localAddress: string): typeof fetch {
  const dispatcher = new Agent({ localAddress });
  // undici's own fetch is the one that takes a dispatcher; its types differ from the DOM's only
  // in names, so the casts are to the same shapes.
  return ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
    })) as unknown as typeof fetch;
}

let fileAddress: string | undefined;
/**
 * Every client this test file makes from now on sends from `address` (see fetchFrom): for files
 * whose own counts would crowd a limit by address the rest of the suite shares on 127.0.0.1
 * (e.g. the 20 reports an hour). Each file has its own copy of this module.
 */
export function clientsSendFrom(address: string): void {
  fileAddress = address;
}

/** `url`: the shared stack's unless a test file starts a stack of its own. */
function make(key: string, url = apiUrl()): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fileAddress ? { global: { fetch: fetchFrom(fileAddress) } } : {}),
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
