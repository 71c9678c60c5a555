/**
 * Who is signed in, as an atom the shell and guards read. supabase-js restores the session from
 * localStorage without the network, so a signed-in veteran stays signed in offline.
 */
import { atom } from 'jotai';
import { appStore } from './store';

export interface SignedInUser {
  id: string;
  email: string | null;
}

export type AuthState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SignedInUser };

export const authStateAtom = atom<AuthState>({ status: 'loading' });

let started = false;

/** Subscribes the store to supabase-js auth events; loads the client lazily to keep the first paint light. */
export async function startAuthListener(): Promise<void> {
  if (started) return;
  started = true;
  const { supabase } = await import('./supabaseClient');
  supabase.auth.onAuthStateChange((_event, session) => {
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
