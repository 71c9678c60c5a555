/** Helpers shared by the auth tests: sign-up, PKCE clients, the mailbox, one redirect hop. */
import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { ANON_KEY } from '../../config';
import { anonClient, apiUrl, uniqueEmail } from './clients';

export const PASSWORD = 'Correct-Horse-9';
export const APP = 'http://localhost:5173';

/** A browser-like client: PKCE flow, code verifier kept in an in-memory storage. */
export function pkceClient(): SupabaseClient {
  const store = new Map<string, string>();
  const storage: SupportedStorage = {
    getItem: (key) => store.get(key) ?? null,
    setItem: (key, value) => void store.set(key, value),
    removeItem: (key) => void store.delete(key),
  };
  return createClient(apiUrl(), ANON_KEY, {
    auth: { flowType: 'pkce', storage, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

export async function signUp(email = uniqueEmail('auth'), data: Record<string, unknown> = {}) {
  const client = anonClient();
  const { data: result, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data },
  });
  if (error || !result.session || !result.user)
    throw new Error(`sign-up failed: ${error?.message}`);
  return { client, email, session: result.session, user: result.user };
}

interface CapturedMail {
  subject: string;
  text: string;
  links: string[];
}

export async function latestMail(to: string): Promise<CapturedMail> {
  const response = await fetch(`${apiUrl()}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: CapturedMail[] };
  if (!messages[0]) throw new Error(`no mail to ${to}`);
  return messages[0];
}

/** Follows one hop of a redirect the way a browser would, returning the Location. */
export async function location(url: string, init: RequestInit = {}): Promise<URL> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  expect([302, 303]).toContain(response.status);
  return new URL(response.headers.get('location') ?? '');
}

export async function canSignIn(email: string, password: string): Promise<string | null> {
  const { error } = await anonClient().auth.signInWithPassword({ email, password });
  return error ? (error.code ?? error.message) : null;
}
