import { Badge, Button } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router';
import { showToast } from '../../components/toasts';
import { profileAtom } from '../../data/authProfile';
import { authStateAtom, signOut } from '../../data/authSession';
import { appStore } from '../../data/store';
import { signingOutAtom } from '../guards/signingOut';
import { isPartnerType, isVeteranType } from '../../data/authUserTypes';

interface HeaderAccountProps {
  /** Called after a link is followed, so the mobile menu can close. */
  onNavigate?: () => void;
}

/**
 * Signed out: Get started and Sign in. Signed in: the Veteran and Partner badges, Dashboard,
 * Create New and Sign Out (spec §6).
 */
export function HeaderAccount({ onNavigate }: HeaderAccountProps) {
  const auth = useAtomValue(authStateAtom);
  const profile = useAtomValue(profileAtom);
  const navigate = useNavigate();
  // Until the session is read, show neither set so a signed-in user never sees 'Sign in' flash.
  if (auth.status === 'loading') return null;
  if (auth.status === 'signedIn') {
    const handleSignOut = async () => {
      onNavigate?.();
      // A guarded page sends the visitor home while this runs, not to the sign-in page.
      appStore.set(signingOutAtom, true);
      const signedOut = await signOut();
      if (signedOut) void navigate('/');
      else showToast({ title: 'Logout Failed', color: 'red' });
      // After the guard has seen it: the next sign-out starts clean.
      setTimeout(() => appStore.set(signingOutAtom, false), 1000);
    };
    const type = profile.status === 'ready' ? profile.profile.userType : undefined;
    return (
      <>
        {isVeteranType(type) ? (
          <Badge color="#1b5e20" variant="filled" size="lg" tt="none">
            Veteran
          </Badge>
        ) : null}
        {isPartnerType(type) ? (
          <Badge color="blue.9" variant="filled" size="lg" tt="none">
            Partner
          </Badge>
        ) : null}
        <Button component={Link} to="/dashboard" variant="subtle" onClick={onNavigate}>
          Dashboard
        </Button>
        <Button component={Link} to="/business/submit" variant="outline" onClick={onNavigate}>
          Create New
        </Button>
        <Button variant="subtle" onClick={handleSignOut}>
          Sign Out
        </Button>
      </>
    );
  }
  return (
    <>
      <Button component={Link} to="/get-started" variant="subtle" onClick={onNavigate}>
        Get started
      </Button>
      <Button component={Link} to="/auth" onClick={onNavigate}>
        Sign in
      </Button>
    </>
  );
}
