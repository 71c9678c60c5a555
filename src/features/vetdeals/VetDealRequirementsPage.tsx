import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';

export default function VetDealRequirementsPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="What a VetDeal needs before it goes live. Deals appear as soon as they are submitted, so the submission form checks these rules, and deals that break them are taken down." />

      <Stack gap="sm" component="section" aria-labelledby="deal-req-parts">
        <Title order={2} id="deal-req-parts">
          What a deal must include
        </Title>
        <List spacing="xs">
          <List.Item>
            <strong>Merchant name:</strong> the business that gives the discount.
          </List.Item>
          <List.Item>
            <strong>Title:</strong> a short line saying what the offer is.
          </List.Item>
          <List.Item>
            <strong>Discount:</strong> stated plainly. For example, &ldquo;15% off&rdquo; shows the
            format; it is not a real offer.
          </List.Item>
          <List.Item>
            <strong>How to redeem:</strong> a code, showing a military or veteran ID in store, or
            the steps to follow online.
          </List.Item>
          <List.Item>
            <strong>Terms and exclusions:</strong> what the deal does not cover and any limits.
          </List.Item>
          <List.Item>
            <strong>End date:</strong> the date the offer expires, or ongoing.
          </List.Item>
          <List.Item>
            <strong>Website:</strong> a working URL where veterans can read or use the offer.
          </List.Item>
        </List>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="deal-req-rules">
        <Title order={2} id="deal-req-rules">
          Fair deal rules
        </Title>
        <List spacing="xs">
          <List.Item>
            Deals for verified veterans only show their terms to everyone. The code is shown only to
            veterans who have verified their status.
          </List.Item>
          <List.Item>
            No bait offers: the discount must be available as stated, not only on items that are out
            of stock or priced up first.
          </List.Item>
          <List.Item>
            Update or end the deal when the offer changes, so veterans are never sent to an offer
            that no longer exists.
          </List.Item>
        </List>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="deal-req-next">
        <Title order={2} id="deal-req-next">
          Offer a deal
        </Title>
        <Text>
          You need a partner account to offer a VetDeal. It goes live as soon as you submit.
        </Text>
        <Group>
          <Button component={Link} to="/submit/deal">
            Offer a VetDeal
          </Button>
          <Button component={Link} to="/auth/register" variant="outline">
            Create a partner account
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
