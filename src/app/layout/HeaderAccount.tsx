import { Badge, Button } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { profileAtom } from '../../data/authProfile';
import { authStateAtom } from '../../data/authSession';
import { isPartnerType, isVeteranType } from '../../data/authUserTypes';
import { isKioskDevice } from '../../data/kioskFlag';
import { useSignOut } from './useSignOut';
import { t } from '../words';
import { withWords } from '../../lib/i18n';

const SignOutDialog = lazy(() => import('../signOut/SignOutDialog').then(withWords));

// Labels are message ids.
const roleBadges = [
  { label: 'app.account.veteran', color: '#1b5e20', holds: isVeteranType },
  { label: 'app.account.partner', color: 'blue.9', holds: isPartnerType },
];

interface HeaderAccountProps {
  /** Called after a link is followed, so the mobile menu can close. */
  onNavigate?: () => void;
  /** Smaller buttons, so the signed-in header fits one row from 1024 px up. */
  compact?: boolean;
}

/**
 * Signed out: Get started and Sign in. Signed in: the Veteran and Partner badges, Dashboard,
 * Create New and Sign Out (spec §6).
 */
export function HeaderAccount({ onNavigate, compact = false }: HeaderAccountProps) {
  const size = compact ? 'compact-md' : 'sm';
  const auth = useAtomValue(authStateAtom);
  const profile = useAtomValue(profileAtom);
  const signOut = useSignOut();
  const [asking, setAsking] = useState(false);
  // Until the session is read, show neither set so a signed-in user never sees 'Sign in' flash.
  if (auth.status === 'loading') return null;
  if (auth.status === 'signedIn') {
    const handleSignOut = (clearDevice: boolean) => {
      setAsking(false);
      onNavigate?.();
      void signOut(clearDevice);
    };
    const type = profile.status === 'ready' ? profile.profile.userType : undefined;
    return (
      <>
        {roleBadges
          .filter((badge) => badge.holds(type))
          .map((badge) => (
            <Badge
              key={badge.label}
              color={badge.color}
              variant="filled"
              size={compact ? 'md' : 'lg'}
              tt="none"
              flex="none"
              mx={4}
            >
              {t(badge.label)}
            </Badge>
          ))}
        <Button component={Link} to="/dashboard" variant="subtle" size={size} onClick={onNavigate}>
          {t('app.account.dashboard')}
        </Button>
        <Button
          component={Link}
          to="/business/submit"
          variant="outline"
          size={size}
          onClick={onNavigate}
        >
          {t('app.account.createNew')}
        </Button>
        <Button
          variant="subtle"
          size={size}
          onClick={() => (isKioskDevice() ? handleSignOut(true) : setAsking(true))}
        >
          {t('app.account.signOut')}
        </Button>
        {asking ? (
          <Suspense fallback={null}>
            <SignOutDialog onCancel={() => setAsking(false)} onSignOut={handleSignOut} />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Button component={Link} to="/get-started" variant="subtle" size={size} onClick={onNavigate}>
        {t('app.account.getStarted')}
      </Button>
      <Button component={Link} to="/auth" size={size} onClick={onNavigate}>
        {t('app.account.signIn')}
      </Button>
    </>
  );
}
