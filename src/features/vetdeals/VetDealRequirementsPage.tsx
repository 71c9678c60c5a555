import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { FieldRules } from '../../components/posting/FieldRules';
import { dealPosting } from './dealPosting';

export default function VetDealRequirementsPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="What a VetDeal needs before it goes live. Deals appear as soon as they are submitted, so the submission form checks these rules, and deals that break them are taken down." />

      <Stack gap="sm" component="section" aria-labelledby="deal-req-parts">
        <Title order={2} id="deal-req-parts">
          What a deal must include
        </Title>
        <Text>
          The form asks for these, step by step, and checks every rule before it sends your deal.
        </Text>
        <FieldRules kind={dealPosting} />
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
