import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function VetDealsPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Discounts and offers from businesses for veterans and military families. You will be able to browse deals, read each one's terms before you go, and save the ones you want to use." />

      <Stack gap="sm" component="section" aria-labelledby="vetdeals-how">
        <Title order={2} id="vetdeals-how">
          How VetDeals work
        </Title>
        <List spacing="xs">
          <List.Item>Each deal states the discount, how to redeem it and its terms.</List.Item>
          <List.Item>Each deal shows when it ends, or says it is ongoing.</List.Item>
          <List.Item>
            Some deals are for verified veterans only. Everyone can read their terms; the code is
            shown to verified veterans.
          </List.Item>
          <List.Item>
            The business gives the discount, not VetHub. Check the terms on the business&apos;s own
            website before you buy.
          </List.Item>
        </List>
      </Stack>

      <EmptyState
        title="No deals on this device yet"
        actions={
          <>
            <Button component={Link} to="/submit/deal">
              Offer a VetDeal
            </Button>
            <Button component={Link} to="/vetdeals/requirements" variant="outline">
              Read the VetDeal requirements
            </Button>
          </>
        }
      >
        <Text>
          Deals have not been downloaded to this device yet, so there is nothing to list here. Deals
          you saved earlier are still in your <InternalLink to="/saved">saved items</InternalLink>.
        </Text>
      </EmptyState>
    </Stack>
  );
}
