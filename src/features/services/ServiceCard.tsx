import { ListingCard } from '../../components/directory/ListingCard';
import { Badge, Group, Text } from '@mantine/core';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { stateName } from '../../lib/usStates';
import { reachLabel } from './serviceCredentials';
import { serviceRecord } from '../../data/records';
import type { ServiceRecord } from './serviceSchema';
import { InEnglishBadge } from '../../components/InEnglishBadge';
import { t } from './words';

/** Whole miles, as a person says it; under half a mile is "less than a mile". */
const distanceText = (miles: number) =>
  miles < 0.5
    ? t('services.card.underAMile')
    : t('services.card.milesAway', { miles: Math.round(miles) });

export function ServiceCard({ service }: { service: ServiceRecord }) {
  const where = [service.city, stateName(service.state)].filter(Boolean).join(', ');
  return (
    <ListingCard type={serviceRecord} record={service}>
      <Group gap="xs">
        <FeaturedBadge until={service.featured_until} />
        {service.sponsored ? <Badge variant="outline">{t('services.card.sponsored')}</Badge> : null}
        {service.type ? <Badge variant="outline">{reachLabel(service.type)}</Badge> : null}
        {service.is_home ? <Badge variant="outline">{t('services.card.homeBased')}</Badge> : null}
        <InEnglishBadge language={service.language} label={t('services.inEnglish')} />
        {service.rating != null ? (
          <Badge
            variant="light"
            aria-label={t('services.card.rated', {
              rating: service.rating,
              count: service.review_count ?? 0,
            })}
          >
            {service.rating} / 5
          </Badge>
        ) : null}
      </Group>
      {service.distance_miles != null ? (
        <Text size="sm" fw={600}>
          {distanceText(service.distance_miles)}
        </Text>
      ) : null}
      {service.title ? <Text fw={600}>{service.title}</Text> : null}
      {service.excerpt ? <Text lineClamp={3}>{service.excerpt}</Text> : null}
      {service.services.length > 0 ? (
        <Text size="sm">
          <strong>{t('services.card.offers')}</strong> {service.services.join(', ')}
        </Text>
      ) : null}
      {where || service.zipcode ? (
        <Text size="sm">
          <strong>{t('services.card.where')}</strong>{' '}
          {[where, service.zipcode].filter(Boolean).join(' ')}
        </Text>
      ) : null}
    </ListingCard>
  );
}
