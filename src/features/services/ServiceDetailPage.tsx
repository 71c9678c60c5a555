import { IdFromSlug } from '../../components/directory/IdFromSlug';
import { RecordDetail } from '../../components/directory/RecordDetail';
import { Badge, Box, Group } from '@mantine/core';
import { ListingImage } from '../../components/ListingImage';
import { PageHeader } from '../../components/PageHeader';
import { SaveButton } from '../../components/SaveButton';
import { ShareLink } from '../../components/ShareLink';
import { ServiceDetails } from './ServiceDetails';
import { ServiceReviews } from './ServiceReviews';
import { servicePath } from './servicePath';
import { useService } from './useServices';
import { currentLanguage } from '../../lib/i18n';
import { t } from './words';

const back = () => ({ to: '/services', label: t('services.detail.back') });

function ServiceById({ id }: { id: number }) {
  return (
    <RecordDetail
      state={useService(id)}
      view={{ table: 'services', id }}
      noun={t('services.detail.noun')}
      back={back()}
      missingText={t('services.detail.missing', { id })}
    >
      {(service) => (
        <>
          <PageHeader title={service.name} intro={service.title ?? service.excerpt ?? undefined}>
            {currentLanguage() === 'es' && service.language !== 'es' ? (
              <Group gap="xs">
                <Badge variant="outline">{t('services.inEnglish')}</Badge>
              </Group>
            ) : null}
            <Group gap="sm">
              <SaveButton list="services" record={service} label={service.name} />
              <ShareLink title={service.name} path={servicePath(service)} />
            </Group>
          </PageHeader>
          {service.image_path ? (
            <Box maw={320}>
              <ListingImage of={service} variant="detail" eager />
            </Box>
          ) : null}
          <ServiceDetails service={service} />
          <ServiceReviews service={service} />
        </>
      )}
    </RecordDetail>
  );
}

export default function ServiceDetailPage() {
  return <IdFromSlug back={back()} invalidText={t('services.detail.invalid')} Page={ServiceById} />;
}
