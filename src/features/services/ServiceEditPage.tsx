import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function ServiceEditPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Organizations come here from their dashboard to keep a listing accurate: new contact details, changed eligibility or costs, or a move to a new area. Changes are reviewed against the listing requirements." />

      <EmptyState
        title="Editing listings is not available on this page yet"
        actions={
          <>
            <Button component={Link} to="/dashboard">
              Go to your dashboard
            </Button>
            <Button component={Link} to="/services/requirements" variant="outline">
              Read the listing requirements
            </Button>
          </>
        }
      >
        <Text>
          You cannot change a listing here yet. If your listing shows out-of-date contact details or
          costs, tell us through the <InternalLink to="/contact">contact page</InternalLink> so
          veterans are not sent to the wrong place.
        </Text>
      </EmptyState>
    </Stack>
  );
}
