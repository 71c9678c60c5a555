import { Button, Group, Text } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router';
import { ContentPage } from '../../components/pages/ContentPage';
import { dashboardFor } from './dashboardTarget';
import { ProfileGate } from './ProfileGate';
import { PageSection } from '../../components/PageSection';

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
              <Group>
                <Button component={Link} to="/dashboard/veteran">
                  Veteran dashboard
                </Button>
                <Button component={Link} to="/dashboard/business" variant="outline">
                  Business dashboard
                </Button>
              </Group>
            </PageSection>
          );
        }}
      </ProfileGate>
    </ContentPage>
  );
}
