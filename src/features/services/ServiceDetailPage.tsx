import { IdFromSlug } from '../../components/directory/IdFromSlug';
import { RecordDetail } from '../../components/directory/RecordDetail';
import { Box, Group } from '@mantine/core';
import { ListingImage } from '../../components/ListingImage';
import { PageHeader } from '../../components/PageHeader';
import { SaveButton } from '../../components/SaveButton';
import { ShareLink } from '../../components/ShareLink';
import { ServiceDetails } from './ServiceDetails';
import { ServiceReviews } from './ServiceReviews';
import { servicePath } from './servicePath';
import { useService } from './useServices';

const BACK = { to: '/services', label: 'Go to the services directory' };
const INVALID =
  'The address of a listing starts with its number, for example /services/12-name. This one does not, so we cannot tell which listing you wanted.';

function ServiceById({ id }: { id: number }) {
  return (
    <RecordDetail
      state={useService(id)}
      view={{ table: 'services', id }}
      noun="listing"
      back={BACK}
      missingText={`There is no active listing number ${id}. It may have been removed or may not be approved yet.`}
    >
      {(service) => (
        <>
          <PageHeader title={service.name} intro={service.title ?? service.excerpt ?? undefined}>
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
  return <IdFromSlug back={BACK} invalidText={INVALID} Page={ServiceById} />;
}
