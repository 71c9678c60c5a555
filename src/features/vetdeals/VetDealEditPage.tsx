import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function VetDealEditPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Businesses come here from their dashboard to update a VetDeal: change the terms, extend the end date or end the offer. Veterans rely on deals being current." />

      <EmptyState
        title="Editing VetDeals is not available on this page yet"
        actions={
          <>
            <Button component={Link} to="/dashboard">
              Go to your dashboard
            </Button>
            <Button component={Link} to="/vetdeals/requirements" variant="outline">
              Read the VetDeal requirements
            </Button>
          </>
        }
      >
        <Text>
          You cannot change a deal here yet. If your deal has ended or its terms changed, tell us
          through the <InternalLink to="/contact">contact page</InternalLink> so veterans are not
          offered a discount that no longer exists.
        </Text>
      </EmptyState>
    </Stack>
  );
}
