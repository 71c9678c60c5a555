import { Button, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function VetDealDetailPage() {
  const { id } = useParams();

  return (
    <Stack gap="xl">
      <PageHeader intro="One discount for veterans and military families. You will be able to read the offer, how to redeem it, its terms and when it ends, and go to the business's website." />

      <EmptyState
        title="This deal is not on this device yet"
        actions={
          <>
            <Button component={Link} to="/vetdeals">
              Go to VetDeals
            </Button>
            <Button component={Link} to="/saved" variant="outline">
              See your saved items
            </Button>
          </>
        }
      >
        <Text>
          Deal number {id} has not been downloaded to this device, so it cannot be shown here. If
          you saved it, it is still listed in your{' '}
          <InternalLink to="/saved">saved items</InternalLink>.
        </Text>
      </EmptyState>
    </Stack>
  );
}
