import { Alert, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Profile } from '../../data/authProfile';
import { useAccount } from './useAccount';

/** Renders its children with the profile once it is known (from the server or this device). */
export function ProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const { profile } = useAccount();
  if (profile.status === 'ready') return children(profile.profile);
  if (profile.status === 'unavailable') {
    return (
      <Alert color="yellow" role="alert" title="Your account details could not be loaded">
        VetHub could not reach the server to read your account. Check your connection and reload
        this page. Saved items and the benefits tools still work offline.
      </Alert>
    );
  }
  return (
    <Stack align="flex-start" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text>Loading your account…</Text>
    </Stack>
  );
}
