import { Button, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';

export default function PaymentPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="This is where partners will pay for a featured listing or a plan. Veterans and families never need to pay to use VetHub." />

      <EmptyState
        title="No payment is due"
        actions={
          <Group gap="sm">
            <Button component={Link} to="/pricing" variant="light">
              See what partners can do for free
            </Button>
            <Button component={Link} to="/submit" variant="light">
              Post content
            </Button>
          </Group>
        }
      >
        <Text>
          Card payments are not open on this page yet, and there is nothing to pay for: paid plans
          and featured placement are not offered yet. Everything partners can post today is free.
        </Text>
      </EmptyState>

      <PageSection heading="Protect yourself from payment scams">
        <List spacing="xs">
          <List.Item>VetHub never charges veterans or families for anything on the site.</List.Item>
          <List.Item>
            VetHub never asks for payment by gift card, wire transfer or a message from a stranger.
          </List.Item>
          <List.Item>
            Nobody can pay VetHub to speed up a VA claim. VetHub is not the VA and has no part in
            your claim.
          </List.Item>
        </List>
        <Text>
          If someone asked you to pay VetHub in a way that seems wrong,{' '}
          <InternalLink to="/contact">tell us through the contact page</InternalLink>.
        </Text>
      </PageSection>

      <PageSection heading="Related pages">
        <List spacing="xs">
          <List.Item>
            <InternalLink to="/featured-listing">How featured placement works</InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/business">VetHub for businesses and partners</InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/donate/refund-policy">Donation refund policy</InternalLink>
          </List.Item>
        </List>
      </PageSection>
    </Stack>
  );
}
