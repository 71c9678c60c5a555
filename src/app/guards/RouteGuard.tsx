import { Center, Loader, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authStateAtom, startAuthListener } from '../../data/authSession';
import type { Guard } from '../routes';
import { guardRedirect } from '../../lib/guardRedirect';
import { signingOutAtom } from './signingOut';
import { t } from '../words';

interface RouteGuardProps {
  guard: Guard;
  children: ReactNode;
}

export function RouteGuard({ guard, children }: RouteGuardProps) {
  const auth = useAtomValue(authStateAtom);
  const signingOut = useAtomValue(signingOutAtom);
  const location = useLocation();
  if (auth.status === 'loading') {
    // A guarded page cannot wait for idle time: it needs to know who is signed in now.
    void startAuthListener();
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" role="status">
          <Loader aria-hidden="true" />
          <Text>{t('app.guard.checking')}</Text>
        </Stack>
      </Center>
    );
  }
  if (signingOut && auth.status === 'signedOut' && guard === 'auth') {
    return <Navigate to="/" replace />;
  }
  const target = guardRedirect(guard, auth.status === 'signedIn', location);
  return target ? <Navigate to={target} replace /> : children;
}
