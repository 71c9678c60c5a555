/**
 * Client side of veteran verification (spec §4). The popup goes through the idme-verify edge
 * function to the identity provider and back to /auth/idme-callback, which hands the code to the
 * function; the function alone sets the verified flag, with the service role.
 */
import { supabaseAnonKey, supabaseUrl } from './config';
import { listenToSupabase } from './authSession';

const STATE_KEY = 'vethub.idmeState';
export const IDME_CALLBACK_PATH = '/auth/idme-callback';
const FUNCTION_URL = `${supabaseUrl}/functions/v1/idme-verify`;

function callbackUrl(): string {
  return `${window.location.origin}${IDME_CALLBACK_PATH}`;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Opens the verification popup; must run in the click handler or the browser blocks it.
 * Returns null when the popup was blocked.
 */
export function openVerificationPopup(): Window | null {
  const state = randomState();
  try {
    // localStorage, not sessionStorage: the popup is another browsing context of this origin.
    window.localStorage.setItem(STATE_KEY, state);
  } catch {
    return null;
  }
  const url = `${FUNCTION_URL}/authorize?${new URLSearchParams({
    redirect_uri: callbackUrl(),
    state,
  }).toString()}`;
  return window.open(url, 'vethub-idme', 'popup,width=560,height=720');
}

export type VerificationResult =
  | { ok: true }
  | {
      ok: false;
      reason: 'state' | 'signedOut' | 'cancelled' | 'notVerified' | 'network' | 'failed';
    };

/** Runs in the popup: checks the state, then asks the edge function to finish the job. */
export async function completeVerification(search: string): Promise<VerificationResult> {
  const params = new URLSearchParams(search);
  if (params.get('error')) return { ok: false, reason: 'cancelled' };
  let expected: string | null = null;
  try {
    expected = window.localStorage.getItem(STATE_KEY);
    window.localStorage.removeItem(STATE_KEY);
  } catch {
    // Treated as a state mismatch below.
  }
  const code = params.get('code');
  if (!code || !expected || params.get('state') !== expected) return { ok: false, reason: 'state' };
  await listenToSupabase();
  const { supabase } = await import('./supabaseClient');
  const { data } = await supabase.auth.getSession();
  if (!data.session) return { ok: false, reason: 'signedOut' };
  try {
    const res = await fetch(FUNCTION_URL, {
      method: 'POST',
      headers: {
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${data.session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ code, redirect_uri: callbackUrl() }),
    });
    if (res.ok) return { ok: true };
    if (res.status === 401) return { ok: false, reason: 'signedOut' };
    if (res.status === 403) return { ok: false, reason: 'notVerified' };
    return { ok: false, reason: 'failed' };
  } catch {
    return { ok: false, reason: 'network' };
  }
}

export interface IdmeConfig {
  configured: boolean;
  mode: 'production' | 'test' | 'none';
  callbackPath: string;
  clientIdSet: boolean;
  clientSecretSet: boolean;
  serviceKeySet: boolean;
}

/** The function's configuration state (no secrets), for /test-idme-setup. */
export async function readIdmeConfig(): Promise<IdmeConfig | null> {
  try {
    const res = await fetch(`${FUNCTION_URL}/config`, {
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
    });
    if (!res.ok) return null;
    return (await res.json()) as IdmeConfig;
  } catch {
    return null;
  }
}
