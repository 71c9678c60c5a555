import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function SubmitDealPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Offer a discount to veterans and military families on VetDeals. A deal goes live as soon as you submit it, so it must meet the requirements from the start.">
        <Text>
          Before you start, read the{' '}
          <InternalLink to="/vetdeals/requirements">VetDeal requirements</InternalLink>: what a deal
          must include and the fair deal rules.
        </Text>
      </PageHeader>

      <EmptyState
        title="The form is not on this page yet"
        actions={
          <>
            <Button component={Link} to="/vetdeals/requirements">
              Read the VetDeal requirements
            </Button>
            <Button component={Link} to="/submit" variant="outline">
              See all ways to post
            </Button>
          </>
        }
      >
        <Text>
          You cannot offer a deal here yet. You can prepare now: have the discount, how to redeem
          it, its terms and exclusions, its end date and a working link ready.
        </Text>
      </EmptyState>
    </Stack>
  );
}
