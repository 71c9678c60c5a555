import { SimpleGrid, Text } from '@mantine/core';
import { ListError, ListLoading } from '../../components/ListStatus';
import { PageSection } from '../../components/PageSection';
import { RatingRule } from '../../components/topRated/RatingRule';
import { ServiceCard } from './ServiceCard';
import { useFeaturedServices } from './useServices';
import { t } from './words';

/**
 * The three best-rated listings and how a rating is earned. The section is there from the first
 * paint, its room kept while the list loads, so the directory below it never jumps.
 */
export function FeaturedServices() {
  const featured = useFeaturedServices();
  let list;
  if (featured.status === 'loading') {
    list = <ListLoading label={t('services.featured.loading')} mih="16rem" />;
  } else if (featured.status === 'error') {
    list = <ListError title={t('services.featured.failed')} message={featured.message} />;
  } else if (featured.rows.length === 0) {
    list = <Text>{t('services.featured.none')}</Text>;
  } else {
    list = (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" data-testid="featured-services">
        {featured.rows.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <PageSection id="services-featured" heading={t('services.featured.heading')}>
      <Text>{t('services.featured.intro')}</Text>
      <RatingRule />
      {list}
    </PageSection>
  );
}
