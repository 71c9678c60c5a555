/**
 * Who is signed in, as an atom the shell and guards read. supabase-js restores the session from
 * localStorage without the network, so a signed-in veteran stays signed in offline.
 */
import { atom } from 'jotai';
import { clearProfile, loadProfile, showCachedProfile } from './authProfile';
import { supabaseUrl } from './config';
import { appStore } from './store';

export interface SignedInUser {
  id: string;
  email: string | null;
}

export type AuthState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SignedInUser };

export const authStateAtom = atom<AuthState>({ status: 'loading' });

let started = false;
let listening = false;

/** supabase-js keeps the session under sb-<first label of the API host>-auth-token. */
export function authStorageKey(url: string = supabaseUrl): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(authStorageKey()) !== null;
  } catch {
    return false;
  }
}

/** Subscribes the store to supabase-js auth events; loads the client lazily to keep the first paint light. */
export async function startAuthListener(): Promise<void> {
  if (started) return;
  started = true;
  if (!hasStoredSession()) {
    // No session can be restored, so the visitor is signed out: no need to download supabase-js yet.
    appStore.set(authStateAtom, { status: 'signedOut' });
    return;
  }
  const stored = storedUserId();
  if (stored) showCachedProfile(stored);
  await listenToSupabase();
}

/** The user id of the stored session, read without supabase-js so badges show on first paint. */
export function storedUserId(): string | null {
  try {
    const raw = window.localStorage.getItem(authStorageKey());
    const id: unknown = raw ? (JSON.parse(raw) as { user?: { id?: unknown } }).user?.id : null;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** Connects the atom to supabase-js once a sign-in happens or a session exists. */
export async function listenToSupabase(): Promise<void> {
  if (listening) return;
  listening = true;
  const { supabase } = await import('./supabaseClient');
  let profileFor: string | null = null;
  supabase.auth.onAuthStateChange((_event, session) => {
    const userId = session?.user.id ?? null;
    if (userId !== profileFor) {
      profileFor = userId;
      // Deferred: supabase-js holds its auth lock during this callback, and loadProfile needs it.
      if (userId) setTimeout(() => void loadProfile(userId), 0);
      else clearProfile();
    }
    appStore.set(
      authStateAtom,
      session
        ? { status: 'signedIn', user: { id: session.user.id, email: session.user.email ?? null } }
        : { status: 'signedOut' },
    );
  });
}

/** Signs out; resolves false when it failed so the caller can say 'Logout Failed'. */
export async function signOut(): Promise<boolean> {
  const { supabase } = await import('./supabaseClient');
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  return !error;
}
