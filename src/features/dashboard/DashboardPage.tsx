import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function DashboardPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Your VetHub account in one place. Veterans will see their saved items, verification status and claim tools; partners will see their listings and manage them." />

      <Stack gap="sm" component="section" aria-labelledby="dashboard-which">
        <Title order={2} id="dashboard-which">
          Your dashboards
        </Title>
        <List spacing="xs">
          <List.Item>
            The <InternalLink to="/dashboard/veteran">veteran dashboard</InternalLink> is for your
            saved items, veteran verification and claim tools.
          </List.Item>
          <List.Item>
            The <InternalLink to="/dashboard/business">business dashboard</InternalLink> is for the
            services, VetDeals, articles and jobs you posted.
          </List.Item>
        </List>
      </Stack>

      <EmptyState
        title="Your dashboard summary is not on this page yet"
        actions={
          <>
            <Button component={Link} to="/saved">
              See your saved items
            </Button>
            <Button component={Link} to="/submit" variant="outline">
              Submit content
            </Button>
          </>
        }
      >
        <Text>
          This page cannot show your account details yet. Your saved items and the benefits tools
          already work, and they keep your information on this device.
        </Text>
      </EmptyState>
    </Stack>
  );
}
