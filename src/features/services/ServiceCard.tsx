import { ListingCard } from '../../components/directory/ListingCard';
import { Badge, Group, Text } from '@mantine/core';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { stateName } from '../../lib/usStates';
import { reachLabels } from './serviceCredentials';
import { servicePath } from './servicePath';
import type { ServiceRecord } from './serviceSchema';

export function ServiceCard({ service }: { service: ServiceRecord }) {
  const where = [service.city, stateName(service.state)].filter(Boolean).join(', ');
  return (
    <ListingCard
      record={service}
      list="services"
      title={service.name}
      to={servicePath(service)}
      testId="service-card"
    >
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
    </ListingCard>
  );
}
