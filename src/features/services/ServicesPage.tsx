import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { DirectoryFrame } from '../../components/directory/DirectoryFrame';
import { PageHeader } from '../../components/PageHeader';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { FeaturedServices } from './FeaturedServices';
import { ServiceCard } from './ServiceCard';
import { serviceFilterFromParams, serviceFilterToParams } from './serviceFilterParams';
import { useServiceFilterForm } from './useServiceFilterForm';
import { useServices } from './useServices';
import { PageSection } from '../../components/PageSection';

export default function ServicesPage() {
  const url = useUrlFilter(serviceFilterFromParams, serviceFilterToParams);
  const list = useServices(url.filter);
  const filterForm = useServiceFilterForm();

  return (
    <Stack gap="xl">
      <PageHeader intro="Organizations and businesses that serve veterans and their families. Search by category, kind of help, state or ZIP code, and save listings to this device." />

      <FeaturedServices />

      <DirectoryFrame
        words={{ name: 'services', find: 'Find a service', list: 'Listings', noun: 'listings' }}
        url={url}
        filterForm={filterForm}
        list={list}
        renderItem={(service) => <ServiceCard service={service} />}
        emptyText={
          <>
            Try fewer filters, or another state. The{' '}
            <InternalLink to="/resources">resources page</InternalLink> lists official places for
            help.
          </>
        }
        clear={{ table: 'services' }}
      />

      <PageSection id="services-partners" heading="For organizations">
        <Text>
          Serve veterans or their families? List your organization in the directory. Read the{' '}
          <InternalLink to="/services/requirements">service listing requirements</InternalLink>{' '}
          first.
        </Text>
        <Group>
          <Button component={Link} to="/submit/service" variant="outline">
            List a service
          </Button>
        </Group>
      </PageSection>
    </Stack>
  );
}
