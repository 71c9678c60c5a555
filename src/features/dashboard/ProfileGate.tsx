import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Profile } from '../../data/authProfile';
import { useAccount } from './useAccount';
import { t } from './words';

/** Renders its children with the profile once it is known (from the server or this device). */
export function ProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const { profile } = useAccount();
  if (profile.status === 'ready') return children(profile.profile);
  if (profile.status === 'unavailable') {
    return (
      <Alert color="yellow" role="alert" title={t('dashboard.profile.unavailableTitle')}>
        {t('dashboard.profile.unavailable')}
      </Alert>
    );
  }
  return (
    <Stack align="flex-start" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text>{t('dashboard.profile.loading')}</Text>
    </Stack>
  );
}
