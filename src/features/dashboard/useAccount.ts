import { useAtomValue } from 'jotai';
import { profileAtom, type ProfileState } from '../../data/authProfile';
import { authStateAtom } from '../../data/authSession';

/** The signed-in user's id, address and profile; the dashboards sit behind the auth guard. */
export function useAccount(): {
  userId: string | null;
  email: string | null;
  profile: ProfileState;
} {
  const auth = useAtomValue(authStateAtom);
  const profile = useAtomValue(profileAtom);
  const user = auth.status === 'signedIn' ? auth.user : null;
  return { userId: user?.id ?? null, email: user?.email ?? null, profile };
}
