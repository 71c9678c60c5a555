import { SimpleGrid, Text } from '@mantine/core';
import { MIN_REVIEWS_FOR_RATING } from './reviewSchema';
import { ServiceCard } from './ServiceCard';
import { useFeaturedServices } from './useServices';
import { PageSection } from '../../components/PageSection';

/** The three best-rated listings; hidden while none is rated. */
export function FeaturedServices() {
  const featured = useFeaturedServices();
  if (featured.status !== 'ready' || featured.rows.length === 0) return null;
  return (
    <PageSection id="services-featured" heading="Featured services">
      <Text>
        The three highest-rated listings in the directory. A service is rated once it has{' '}
        {MIN_REVIEWS_FOR_RATING} reviews by verified veterans.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" data-testid="featured-services">
        {featured.rows.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
