import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '../../components/toasts';
import { addRole } from '../../data/authApi';
import type { Profile } from '../../data/authProfile';
import { isPartnerType, isVeteranType } from '../../data/authUserTypes';
import { PageSection } from '../../components/PageSection';

/** Lets a veteran also post as a partner, and a partner say they are a veteran (spec §4). */
export function RoleActions({ profile }: { profile: Profile }) {
  const [busy, setBusy] = useState(false);
  const missing = !isVeteranType(profile.userType)
    ? ('veteran' as const)
    : !isPartnerType(profile.userType)
      ? ('partner' as const)
      : null;
  if (!missing) return null;

  const add = async () => {
    setBusy(true);
    const result = await addRole(missing);
    setBusy(false);
    if (!result.ok) showToast({ title: 'Update Failed', color: 'red' });
    else showToast({ title: 'Account updated', color: 'green' });
  };

  return (
    <PageSection id="roles-heading" heading="Your account type" gap="xs">
      <Text>
        {missing === 'veteran'
          ? 'Are you a veteran too? Add the veteran role to get the veteran dashboard and verification.'
          : 'Do you run a business or organization? Add the partner role to post services, VetDeals, articles and jobs.'}
      </Text>
      <div>
        <Button variant="outline" onClick={() => void add()} loading={busy}>
          {missing === 'veteran' ? 'I am a veteran' : 'I am also a partner'}
        </Button>
      </div>
    </PageSection>
  );
}
