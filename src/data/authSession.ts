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

/**
 * Online with an access token that needs refreshing, supabase-js asks the server before it says
 * who is signed in: a page waits for that a moment at most, then goes on as the stored account.
 */
const SERVER_CHECK_LIMIT_MS = 1000;

/** supabase-js keeps the session under sb-<first label of the API host>-auth-token. */
export function authStorageKey(url: string = supabaseUrl): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

interface StoredSession {
  user: SignedInUser;
  /** When the access token expires (epoch seconds); supabase-js refreshes it before then. */
  expiresAt: number;
}

/** The session supabase-js stored, read without supabase-js (and without the network). */
function storedSession(): StoredSession | null {
  try {
    const raw = window.localStorage.getItem(authStorageKey());
    const parsed = raw
      ? (JSON.parse(raw) as { expires_at?: unknown; user?: { id?: unknown; email?: unknown } })
      : null;
    const id = parsed?.user?.id;
    if (typeof id !== 'string') return null;
    const email = parsed?.user?.email;
    return {
      user: { id, email: typeof email === 'string' ? email : null },
      expiresAt: typeof parsed?.expires_at === 'number' ? parsed.expires_at : 0,
    };
  } catch {
    return null;
  }
}

/** The user id of the stored session, read without supabase-js so badges show on first paint. */
export function storedUserId(): string | null {
  return storedSession()?.user.id ?? null;
}

function showStoredUser(user: SignedInUser): void {
  if (appStore.get(authStateAtom).status === 'loading') {
    appStore.set(authStateAtom, { status: 'signedIn', user });
  }
}

/**
 * Subscribes the store to supabase-js auth events; loads the client lazily to keep the first
 * paint light. A stored session is the account this device knows: offline, or while its access
 * token is still valid, it is who is signed in at once (supabase-js would say the same without
 * the network); supabase-js corrects it if the server says otherwise.
 */
export async function startAuthListener(): Promise<void> {
  if (started) return;
  started = true;
  const stored = storedSession();
  if (!stored) {
    // No session can be restored, so the visitor is signed out: no need to download supabase-js yet.
    appStore.set(authStateAtom, { status: 'signedOut' });
    return;
  }
  showCachedProfile(stored.user.id);
  if (!navigator.onLine || stored.expiresAt * 1000 > Date.now()) showStoredUser(stored.user);
  else setTimeout(() => showStoredUser(stored.user), SERVER_CHECK_LIMIT_MS);
  await listenToSupabase();
}

/** Connects the atom to supabase-js once a sign-in happens or a session exists. */
export async function listenToSupabase(): Promise<void> {
  if (listening) return;
  listening = true;
  const { supabase } = await import('./supabaseClient');
  let profileFor: string | null = null;
  supabase.auth.onAuthStateChange((_event, session) => {
    // No session while one is still stored: supabase-js could not reach the server to refresh
    // it (offline) and kept it. Signing out, or a refused refresh, removes it first.
    const user = session
      ? { id: session.user.id, email: session.user.email ?? null }
      : (storedSession()?.user ?? null);
    if (user?.id !== profileFor) {
      profileFor = user?.id ?? null;
      // Deferred: supabase-js holds its auth lock during this callback, and loadProfile needs it.
      if (user) setTimeout(() => void loadProfile(user.id), 0);
      else clearProfile();
    }
    appStore.set(authStateAtom, user ? { status: 'signedIn', user } : { status: 'signedOut' });
  });
}

/** Signs out; resolves false when it failed so the caller can say 'Logout Failed'. */
export async function signOut(): Promise<boolean> {
  const { supabase } = await import('./supabaseClient');
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  return !error;
}
