import { DetailProblem } from '../../components/DetailProblem';
import { Box, Group, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ListLoading } from '../../components/ListStatus';
import { ListingImage } from '../../components/ListingImage';
import { PageHeader } from '../../components/PageHeader';
import { ReportListing } from '../../components/ReportListing';
import { SaveButton } from '../../components/SaveButton';
import { ShareLink } from '../../components/ShareLink';
import { parseIdAndSlug } from '../../lib/slug';
import { ServiceDetails } from './ServiceDetails';
import { ServiceReviews } from './ServiceReviews';
import { servicePath } from './servicePath';
import { useService } from './useServices';
import { useItemView } from '../../data/useItemView';

const BACK = { to: '/services', label: 'Go to the services directory' };

function ServiceById({ id }: { id: number }) {
  const state = useService(id);
  useItemView('services', id, state.status === 'ready');
  if (state.status === 'loading') return <ListLoading label="Loading the listing…" />;
  if (state.status === 'error') {
    return (
      <DetailProblem title="This listing could not be loaded" text={state.message} back={BACK} />
    );
  }
  if (state.status === 'missing') {
    return (
      <DetailProblem
        title="Listing not found"
        text={`There is no active listing number ${id}. It may have been removed or may not be approved yet.`}
        back={BACK}
      />
    );
  }
  const service = state.record;
  return (
    <Stack gap="xl">
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
      <ReportListing table="services" id={service.id} />
    </Stack>
  );
}

export default function ServiceDetailPage() {
  const { idAndSlug = '' } = useParams();
  const { id } = parseIdAndSlug(idAndSlug);
  if (id === null) {
    return (
      <DetailProblem
        title="Invalid ID format"
        text="The address of a listing starts with its number, for example /services/12-name. This one does not, so we cannot tell which listing you wanted."
        back={BACK}
      />
    );
  }
  return <ServiceById id={id} />;
}
