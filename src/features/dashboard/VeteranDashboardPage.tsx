import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function VeteranDashboardPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Your veteran dashboard will bring together your saved items, your veteran verification and your claim tools, so you can pick up where you left off." />

      <EmptyState
        title="Your veteran dashboard is not on this page yet"
        actions={
          <>
            <Button component={Link} to="/saved">
              See your saved items
            </Button>
            <Button component={Link} to="/benefits/claim-tracker" variant="outline">
              Open the claim tracker
            </Button>
          </>
        }
      >
        <Text>
          This page cannot show your dashboard yet. The tools it will gather already work on their
          own pages, listed below.
        </Text>
      </EmptyState>

      <Stack gap="sm" component="section" aria-labelledby="veteran-dashboard-tools">
        <Title order={2} id="veteran-dashboard-tools">
          Tools you can use now
        </Title>
        <List spacing="xs">
          <List.Item>
            <InternalLink to="/saved">Saved items</InternalLink>: the deals, articles, services and
            jobs you saved on this device.
          </List.Item>
          <List.Item>
            <InternalLink to="/benefits/claim-tracker">Claim tracker</InternalLink>: keep track of
            your VA claims and what each step means, privately on this device.
          </List.Item>
          <List.Item>
            <InternalLink to="/benefits/claim-calculator">Disability claim calculator</InternalLink>
            : estimate your combined VA disability rating and monthly compensation.
          </List.Item>
        </List>
      </Stack>
    </Stack>
  );
}
