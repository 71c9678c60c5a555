import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { ListPager } from '../../components/ListPager';
import { ListError, ListLoading } from '../../components/ListStatus';
import { PageHeader } from '../../components/PageHeader';
import { useUrlFilter } from '../../lib/useUrlFilter';
import { FeaturedServices } from './FeaturedServices';
import { ServiceCard } from './ServiceCard';
import { ServiceFilters } from './ServiceFilters';
import { serviceFilterFromParams, serviceFilterToParams } from './serviceFilterParams';
import { useServices } from './useServices';
import { PageSection } from '../../components/PageSection';

export default function ServicesPage() {
  const { filter, setFilter, key } = useUrlFilter(serviceFilterFromParams, serviceFilterToParams);
  const list = useServices(filter);
  const page = filter.page ?? 1;

  return (
    <Stack gap="xl">
      <PageHeader intro="Organizations and businesses that serve veterans and their families. Search by category, kind of help, state or ZIP code, and save listings to this device." />

      <FeaturedServices />

      <PageSection id="services-find" heading="Find a service">
        <ServiceFilters key={key} filter={filter} onApply={setFilter} />
      </PageSection>

      <PageSection id="services-list" heading="Listings">
        {list.status === 'loading' ? <ListLoading label="Loading listings…" /> : null}
        {list.status === 'error' ? (
          <ListError title="The listings could not be loaded" message={list.message} />
        ) : null}
        {list.status === 'ready' ? (
          <>
            <ListPager
              page={page}
              total={list.total}
              noun="listings"
              onPage={(p) => setFilter({ ...filter, page: p })}
            />
            {list.rows.length > 0 ? (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="directory-list">
                {list.rows.map((service) => (
                  <ServiceCard key={service.id} service={service} />
                ))}
              </SimpleGrid>
            ) : (
              <EmptyState
                title="No listings match"
                actions={
                  <Button variant="outline" onClick={() => setFilter({ table: 'services' })}>
                    Clear filters
                  </Button>
                }
              >
                <Text>
                  Try fewer filters, or another state. The{' '}
                  <InternalLink to="/resources">resources page</InternalLink> lists official places
                  for help.
                </Text>
              </EmptyState>
            )}
            {list.rows.length > 0 ? (
              <ListPager
                page={page}
                total={list.total}
                noun="listings"
                onPage={(p) => setFilter({ ...filter, page: p })}
              />
            ) : null}
          </>
        ) : null}
      </PageSection>

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
