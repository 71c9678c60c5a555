import { useAtomValue } from 'jotai';
import { profileAtom, type ProfileState } from '../../data/authProfile';
import { authStateAtom } from '../../data/authSession';

/** The signed-in user's id and profile; the dashboards sit behind the auth guard. */
export function useAccount(): { userId: string | null; profile: ProfileState } {
  const auth = useAtomValue(authStateAtom);
  const profile = useAtomValue(profileAtom);
  return { userId: auth.status === 'signedIn' ? auth.user.id : null, profile };
}
