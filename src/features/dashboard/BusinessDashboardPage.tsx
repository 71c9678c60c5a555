import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function BusinessDashboardPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Your business dashboard will list the services, VetDeals, articles and jobs you posted, show how often veterans view them, and let you update your profile." />

      <EmptyState
        title="Your listings are not on this page yet"
        actions={
          <>
            <Button component={Link} to="/submit">
              Submit content
            </Button>
            <Button component={Link} to="/business" variant="outline">
              Read about partnering with VetHub
            </Button>
          </>
        }
      >
        <Text>
          This page cannot show your listings or their stats yet. To correct something you already
          posted, use the <InternalLink to="/contact">contact page</InternalLink>.
        </Text>
      </EmptyState>

      <Stack gap="sm" component="section" aria-labelledby="business-dashboard-rules">
        <Title order={2} id="business-dashboard-rules">
          Requirements for what you post
        </Title>
        <List spacing="xs">
          <List.Item>
            <InternalLink to="/services/requirements">Service listing requirements</InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/vetdeals/requirements">VetDeal requirements</InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/blog/requirements">Blog submission requirements</InternalLink>
          </List.Item>
        </List>
      </Stack>
    </Stack>
  );
}
