import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ListingImage } from '../../components/ListingImage';
import { Link } from 'react-router';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { SaveButton } from '../../components/SaveButton';
import { dealExpiry } from './dealExpiry';
import type { DealRecord } from './dealSchema';

export function DealCard({ deal }: { deal: DealRecord }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="deal-card">
      <ListingImage of={deal} variant="card" />
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            <Link to={`/vetdeals/${deal.id}`}>{deal.title}</Link>
          </Title>
          <SaveButton list="vetdeals" record={deal} label={deal.title} size="xs" />
        </Group>
        <Text fw={600}>{deal.merchant}</Text>
        {deal.discount ? (
          <Text size="lg" fw={700}>
            {deal.discount}
          </Text>
        ) : null}
        <Group gap="xs">
          <FeaturedBadge until={deal.featured_until} />
          {deal.category ? <Badge variant="outline">{deal.category}</Badge> : null}
          {deal.verified_only ? <Badge variant="outline">Verified veterans only</Badge> : null}
        </Group>
        {deal.how_to_redeem ? (
          <Text size="sm" lineClamp={2}>
            <strong>How to redeem:</strong> {deal.how_to_redeem}
          </Text>
        ) : null}
        <Text size="sm">{dealExpiry(deal)}</Text>
      </Stack>
    </Card>
  );
}
