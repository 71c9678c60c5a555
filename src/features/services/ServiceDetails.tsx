import { PageSection } from '../../components/PageSection';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { SafeMarkdown } from '../../components/SafeMarkdown';
import { useServiceProvider } from '../../data/rpc/serviceProvider';
import { safeHttpUrl } from '../../lib/safeUrl';
import { stateName } from '../../lib/usStates';
import { categoryOptions, reachLabels } from './serviceCredentials';
import type { ServiceRecord } from './serviceSchema';
import { longDate } from '../../lib/longDate';

function Provider({ id }: { id: number }) {
  const provider = useServiceProvider(id);
  if (provider.status !== 'ready' || !provider.provider?.company_name) return null;
  const name = provider.provider.company_name;
  const website = safeHttpUrl(provider.provider.website);
  return (
    <Text>
      Listed by {website ? <ExternalLink href={website}>{name}</ExternalLink> : name}, a VetHub
      partner.
    </Text>
  );
}

/** Everything a veteran needs to act on a listing: what, for whom, credentials, where, contact. */
export function ServiceDetails({ service }: { service: ServiceRecord }) {
  const website = safeHttpUrl(service.website);
  const category = categoryOptions.find((c) => c.value === service.category)?.label;
  const where = [service.address, service.city, stateName(service.state), service.zipcode]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="xl">
      <FeaturedBadge until={service.featured_until} />
      <PageSection id="service-offers" heading="At a glance">
        {service.excerpt ? <Text>{service.excerpt}</Text> : null}
        <List spacing="xs">
          {category ? <List.Item>Category: {category}</List.Item> : null}
          {service.services.length > 0 ? (
            <List.Item>Services: {service.services.join(', ')}</List.Item>
          ) : null}
          {service.type ? <List.Item>Reach: {reachLabels[service.type]}</List.Item> : null}
          {service.is_home ? <List.Item>Offers help at home (home-based)</List.Item> : null}
          {service.rating != null ? <List.Item>Rating: {service.rating} out of 5</List.Item> : null}
          {service.sponsored ? <List.Item>Sponsored listing</List.Item> : null}
        </List>
      </PageSection>

      <PageSection id="service-credentials" heading="Credentials">
        {service.credentials.length > 0 ? (
          <List spacing="xs">
            {service.credentials.map((credential) => (
              <List.Item key={credential}>{credential}</List.Item>
            ))}
          </List>
        ) : (
          <Text>
            This listing states no credentials. Ask the organization before you share records.
          </Text>
        )}
      </PageSection>

      {service.content ? (
        <PageSection id="service-about" heading="About this organization">
          <SafeMarkdown markdown={service.content} />
        </PageSection>
      ) : null}

      <PageSection id="service-contact" heading="Where and how to contact them">
        {where ? <Text>Where: {where}</Text> : <Text>No address listed.</Text>}
        <List spacing="xs">
          {website ? (
            <List.Item>
              Website: <ExternalLink href={website}>{service.website}</ExternalLink>
            </List.Item>
          ) : null}
          {service.phone ? (
            <List.Item>
              Phone:{' '}
              <Anchor href={`tel:${service.phone.replace(/[^0-9+]/g, '')}`}>{service.phone}</Anchor>
            </List.Item>
          ) : null}
          {service.email ? (
            <List.Item>
              Email: <Anchor href={`mailto:${service.email}`}>{service.email}</Anchor>
            </List.Item>
          ) : null}
        </List>
        <Provider id={service.id} />
        <Text size="sm">Last updated {longDate(service.updated_at)}.</Text>
      </PageSection>
    </Stack>
  );
}
