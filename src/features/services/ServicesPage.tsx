import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { DirectoryPage } from '../../components/directory/DirectoryPage';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { FeaturedServices } from './FeaturedServices';
import { ServiceCard } from './ServiceCard';
import { serviceFilterFromParams, serviceFilterToParams } from './serviceFilterParams';
import { useServiceFilterForm } from './useServiceFilterForm';
import { useServices } from './useServices';
import { PageSection } from '../../components/PageSection';
import { t } from './words';

export default function ServicesPage() {
  const url = useUrlFilter(serviceFilterFromParams, serviceFilterToParams);
  const list = useServices(url.filter);
  const filterForm = useServiceFilterForm();

  return (
    <DirectoryPage
      intro={t('services.list.intro')}
      featured={<FeaturedServices />}
      words={{
        name: 'services',
        find: t('services.list.find'),
        list: t('services.list.heading'),
        noun: t('services.list.noun'),
      }}
      url={url}
      filterForm={filterForm}
      list={list}
      renderItem={(service) => <ServiceCard service={service} />}
      emptyText={
        <>
          {t('services.list.emptyBefore')}{' '}
          <InternalLink to="/resources">{t('services.list.emptyLink')}</InternalLink>{' '}
          {t('services.list.emptyAfter')}
        </>
      }
      clear={{ table: 'services' }}
    >
      <PageSection id="services-partners" heading={t('services.partners.heading')}>
        <Text>
          {t('services.partners.before')}{' '}
          <InternalLink to="/services/requirements">{t('services.requirements')}</InternalLink>
          {t('services.partners.after')}
        </Text>
        <Group>
          <Button component={Link} to="/submit/service" variant="outline">
            {t('services.listService')}
          </Button>
        </Group>
      </PageSection>
    </DirectoryPage>
  );
}
