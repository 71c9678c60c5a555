import { Text } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { ContentPage } from '../../components/pages/ContentPage';
import { dashboardFor } from './dashboardTarget';
import { ProfileGate } from './ProfileGate';
import { PageSection } from '../../components/PageSection';
import { ButtonLinks } from '../../components/ButtonLinks';
import { dashboardLinks } from './dashboardLinks';
import { t } from './words';

/** Sends veterans and partners to their dashboard; people who are both choose. */
export default function DashboardPage() {
  // A second navigation to /dashboard (the sign-in form and the guest guard can both send one)
  // keeps this page mounted; a new key makes the redirect run again for it.
  const { key } = useLocation();
  return (
    <ContentPage intro={t('dashboard.choose.intro')}>
      <ProfileGate>
        {(profile) => {
          const target = profile.isAdmin ? '/admin' : dashboardFor(profile.userType);
          if (target) return <Navigate key={key} to={target} replace />;
          return (
            <PageSection id="dashboard-which" heading={t('dashboard.choose.heading')}>
              <Text>{t('dashboard.choose.text')}</Text>
              <ButtonLinks
                links={[
                  dashboardLinks.veteran(),
                  { ...dashboardLinks.business(), variant: 'outline' },
                ]}
              />
            </PageSection>
          );
        }}
      </ProfileGate>
    </ContentPage>
  );
}
