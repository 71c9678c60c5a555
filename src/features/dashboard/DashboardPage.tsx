import { Text } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { ContentPage } from '../../components/pages/ContentPage';
import { dashboardFor } from './dashboardTarget';
import { ProfileGate } from './ProfileGate';
import { PageSection } from '../../components/PageSection';
import { ButtonLinks } from '../../components/ButtonLinks';

/** Sends veterans and partners to their dashboard; people who are both choose. */
export default function DashboardPage() {
  // A second navigation to /dashboard (the sign-in form and the guest guard can both send one)
  // keeps this page mounted; a new key makes the redirect run again for it.
  const { key } = useLocation();
  return (
    <ContentPage intro="Your VetHub account in one place.">
      <ProfileGate>
        {(profile) => {
          const target = profile.isAdmin ? '/admin' : dashboardFor(profile.userType);
          if (target) return <Navigate key={key} to={target} replace />;
          return (
            <PageSection id="dashboard-which" heading="Choose a dashboard">
              <Text>
                The veteran dashboard holds your saved items, verification and claim tools. The
                business dashboard holds the listings you posted and your company profile.
              </Text>
              <ButtonLinks
                links={[
                  { to: '/dashboard/veteran', label: 'Veteran dashboard' },
                  { to: '/dashboard/business', label: 'Business dashboard', variant: 'outline' },
                ]}
              />
            </PageSection>
          );
        }}
      </ProfileGate>
    </ContentPage>
  );
}
