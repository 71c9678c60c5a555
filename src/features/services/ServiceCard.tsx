import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { ListingImage } from '../../components/ListingImage';
import { Link } from 'react-router';
import { SaveButton } from '../../components/SaveButton';
import { stateName } from '../../lib/usStates';
import { reachLabels } from './serviceCredentials';
import { servicePath } from './servicePath';
import type { ServiceRecord } from './serviceSchema';

export function ServiceCard({ service }: { service: ServiceRecord }) {
  const where = [service.city, stateName(service.state)].filter(Boolean).join(', ');
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="service-card">
      <ListingImage of={service} variant="card" />
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            <Link to={servicePath(service)}>{service.name}</Link>
          </Title>
          <SaveButton list="services" record={service} label={service.name} size="xs" />
        </Group>
        <Group gap="xs">
          <FeaturedBadge until={service.featured_until} />
          {service.sponsored ? <Badge variant="outline">Sponsored</Badge> : null}
          {service.type ? <Badge variant="outline">{reachLabels[service.type]}</Badge> : null}
          {service.is_home ? <Badge variant="outline">Home-based</Badge> : null}
          {service.rating != null ? (
            <Badge
              variant="light"
              aria-label={`Rated ${service.rating} out of 5 from ${service.review_count ?? 0} reviews`}
            >
              {service.rating} / 5
            </Badge>
          ) : null}
        </Group>
        {service.title ? <Text fw={600}>{service.title}</Text> : null}
        {service.excerpt ? <Text lineClamp={3}>{service.excerpt}</Text> : null}
        {service.services.length > 0 ? (
          <Text size="sm">
            <strong>Offers:</strong> {service.services.join(', ')}
          </Text>
        ) : null}
        {where || service.zipcode ? (
          <Text size="sm">
            <strong>Where:</strong> {[where, service.zipcode].filter(Boolean).join(' ')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
