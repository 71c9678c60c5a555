import { PageSection } from '../../components/PageSection';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { SafeMarkdown } from '../../components/SafeMarkdown';
import { useServiceProvider } from '../../data/rpc/serviceProvider';
import { safeHttpUrl } from '../../lib/safeUrl';
import { stateName } from '../../lib/usStates';
import { categoryOptions, reachLabel } from './serviceCredentials';
import type { ServiceRecord } from './serviceSchema';
import { longDate } from '../../lib/longDate';
import { t } from './words';

function Provider({ id }: { id: number }) {
  const provider = useServiceProvider(id);
  if (provider.status !== 'ready' || !provider.provider?.company_name) return null;
  const name = provider.provider.company_name;
  const website = safeHttpUrl(provider.provider.website);
  return (
    <Text>
      {t('services.details.listedBy')}{' '}
      {website ? <ExternalLink href={website}>{name}</ExternalLink> : name}
      {t('services.details.partner')}
    </Text>
  );
}

/** Everything a veteran needs to act on a listing: what, for whom, credentials, where, contact. */
export function ServiceDetails({ service }: { service: ServiceRecord }) {
  const website = safeHttpUrl(service.website);
  // As the filter names them: community listings show no category (the filter has none).
  const category = categoryOptions().find((c) => c.value === service.category)?.label;
  const where = [service.address, service.city, stateName(service.state), service.zipcode]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="xl">
      <FeaturedBadge until={service.featured_until} />
      <PageSection id="service-offers" heading={t('services.details.glance')}>
        {service.excerpt ? <Text>{service.excerpt}</Text> : null}
        <List spacing="xs">
          {category ? <List.Item>{t('services.details.category', { category })}</List.Item> : null}
          {service.services.length > 0 ? (
            <List.Item>
              {t('services.details.services', { services: service.services.join(', ') })}
            </List.Item>
          ) : null}
          {service.type ? (
            <List.Item>
              {t('services.details.reach', { reach: reachLabel(service.type) })}
            </List.Item>
          ) : null}
          {service.is_home ? <List.Item>{t('services.details.homeBased')}</List.Item> : null}
          {service.rating != null ? (
            <List.Item>{t('services.details.rating', { rating: service.rating })}</List.Item>
          ) : null}
          {service.sponsored ? <List.Item>{t('services.details.sponsored')}</List.Item> : null}
        </List>
      </PageSection>

      <PageSection id="service-credentials" heading={t('services.details.credentials')}>
        {service.credentials.length > 0 ? (
          <List spacing="xs">
            {service.credentials.map((credential) => (
              <List.Item key={credential}>{credential}</List.Item>
            ))}
          </List>
        ) : (
          <Text>{t('services.details.noCredentials')}</Text>
        )}
      </PageSection>

      {service.content ? (
        <PageSection id="service-about" heading={t('services.details.about')}>
          <SafeMarkdown markdown={service.content} />
        </PageSection>
      ) : null}

      <PageSection id="service-contact" heading={t('services.details.contact')}>
        {where ? (
          <Text>{t('services.details.where', { where })}</Text>
        ) : (
          <Text>{t('services.details.noAddress')}</Text>
        )}
        <List spacing="xs">
          {website ? (
            <List.Item>
              {t('services.details.website')}{' '}
              <ExternalLink href={website}>{service.website}</ExternalLink>
            </List.Item>
          ) : null}
          {service.phone ? (
            <List.Item>
              {t('services.details.phone')}{' '}
              <Anchor href={`tel:${service.phone.replace(/[^0-9+]/g, '')}`}>{service.phone}</Anchor>
            </List.Item>
          ) : null}
          {service.email ? (
            <List.Item>
              {t('services.details.email')}{' '}
              <Anchor href={`mailto:${service.email}`}>{service.email}</Anchor>
            </List.Item>
          ) : null}
        </List>
        <Provider id={service.id} />
        <Text size="sm">
          {t('services.details.updated', { date: longDate(service.updated_at) })}
        </Text>
      </PageSection>
    </Stack>
  );
}
