import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ListLoading } from '../../components/ListStatus';
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

function Problem({ title, children }: { title: string; children: string }) {
  return (
    <Stack gap="xl">
      <PageHeader />
      {/* red.9 keeps the message text above 4.5:1 on white; the words carry the meaning. */}
      <Alert variant="outline" color="red.9" title={title} role="alert">
        <Text>{children}</Text>
      </Alert>
      <Group>
        <Button component={Link} to="/services">
          Go to the services directory
        </Button>
      </Group>
    </Stack>
  );
}

function ServiceById({ id }: { id: number }) {
  const state = useService(id);
  useItemView('services', id, state.status === 'ready');
  if (state.status === 'loading') return <ListLoading label="Loading the listing…" />;
  if (state.status === 'error') {
    return <Problem title="This listing could not be loaded">{state.message}</Problem>;
  }
  if (state.status === 'missing') {
    return (
      <Problem title="Listing not found">
        {`There is no active listing number ${id}. It may have been removed or may not be approved yet.`}
      </Problem>
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
      <Problem title="Invalid ID format">
        The address of a listing starts with its number, for example /services/12-name. This one
        does not, so we cannot tell which listing you wanted.
      </Problem>
    );
  }
  return <ServiceById id={id} />;
}
