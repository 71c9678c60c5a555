import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { serviceCategories } from './serviceCategories';

export default function ServicesPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Organizations and businesses that serve veterans and their families. You will be able to search by category, state and ZIP code, see which services are free, and save listings to this device." />

      <Stack gap="sm" component="section" aria-labelledby="services-categories">
        <Title order={2} id="services-categories">
          Categories
        </Title>
        <Text>Every listing belongs to at least one of these seven categories:</Text>
        <List spacing="xs">
          {serviceCategories.map((category) => (
            <List.Item key={category}>{category}</List.Item>
          ))}
        </List>
      </Stack>

      <EmptyState
        title="No listings on this device yet"
        actions={
          <>
            <Button component={Link} to="/resources">
              See trusted resources
            </Button>
            <Button component={Link} to="/submit/service" variant="outline">
              List a service
            </Button>
          </>
        }
      >
        <Text>
          Service listings have not been downloaded to this device yet, so there is nothing to list
          here. The <InternalLink to="/resources">resources page</InternalLink> lists official and
          trusted places for help now, and the{' '}
          <ExternalLink href="https://www.va.gov/find-locations/">VA facility locator</ExternalLink>{' '}
          finds VA offices and medical centers near you.
        </Text>
      </EmptyState>

      <Stack gap="sm" component="section" aria-labelledby="services-partners">
        <Title order={2} id="services-partners">
          For organizations
        </Title>
        <Text>
          Serve veterans or their families? List your organization in the directory. Read the{' '}
          <InternalLink to="/services/requirements">service listing requirements</InternalLink>{' '}
          first; every listing is reviewed before it appears.
        </Text>
      </Stack>
    </Stack>
  );
}
