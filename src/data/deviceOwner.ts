/**
 * Whose data a record on this device is (decision 17): the signed-in user's id, or "guest" for
 * signed-out use. Outbox entries, drafts and claims carry it, so on a shared device another
 * account never sees, edits or sends them.
 */
import { useAtomValue } from 'jotai';
import { authStateAtom, storedUserId, type AuthState } from './authSession';
import { GUEST } from './ownerNames';
import { appStore } from './store';

export { GUEST, PUBLIC_TABLES, UNASSIGNED } from './ownerNames';

export function ownerOf(auth: AuthState): string {
  if (auth.status === 'signedIn') return auth.user.id;
  // Still restoring the session: the stored one is who will be signed in a moment from now.
  if (auth.status === 'loading') return storedUserId() ?? GUEST;
  return GUEST;
}

/** The owner for data written now, read outside React (the outbox, drafts, stores). */
export function currentOwner(): string {
  return ownerOf(appStore.get(authStateAtom));
}

/** The owner whose data a component may show; changes on sign-in and sign-out. */
export function useCurrentOwner(): string {
  return ownerOf(useAtomValue(authStateAtom, { store: appStore }));
}
