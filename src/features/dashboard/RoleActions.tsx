import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '../../components/toasts';
import { addRole } from '../../data/authApi';
import type { Profile } from '../../data/authProfile';
import { isPartnerType, isVeteranType } from '../../data/authUserTypes';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

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
    if (!result.ok) showToast({ title: t('dashboard.updateFailed'), color: 'red' });
    else showToast({ title: t('dashboard.roles.updated'), color: 'green' });
  };

  return (
    <PageSection id="roles-heading" heading={t('dashboard.roles.heading')} gap="xs">
      <Text>
        {t(missing === 'veteran' ? 'dashboard.roles.addVeteran' : 'dashboard.roles.addPartner')}
      </Text>
      <div>
        <Button variant="outline" onClick={() => void add()} loading={busy}>
          {t(missing === 'veteran' ? 'dashboard.roles.veteran' : 'dashboard.roles.partner')}
        </Button>
      </div>
    </PageSection>
  );
}
