import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { parseIdAndSlug } from '../../lib/slug';

const intro =
  'One listing from the VetHub services directory. You will be able to read who the organization serves, what it costs, where it works and how to contact it.';

export default function ServiceDetailPage() {
  const { idAndSlug = '' } = useParams();
  const { id } = parseIdAndSlug(idAndSlug);

  if (id === null) {
    return (
      <Stack gap="xl">
        <PageHeader intro={intro} />
        {/* red.9 keeps the message text above 4.5:1 on white; the words carry the meaning. */}
        <Alert variant="outline" color="red.9" title="Invalid ID format">
          <Text>
            The address of a listing starts with its number, for example /services/12-name. This one
            does not, so we cannot tell which listing you wanted.
          </Text>
        </Alert>
        <Group>
          <Button component={Link} to="/services">
            Go to the services directory
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <PageHeader intro={intro} />
      <EmptyState
        title="This listing is not on this device yet"
        actions={
          <>
            <Button component={Link} to="/services">
              Go to the services directory
            </Button>
            <Button component={Link} to="/resources" variant="outline">
              See trusted resources
            </Button>
          </>
        }
      >
        <Text>
          Listing number {id} has not been downloaded to this device, so it cannot be shown here. If
          you saved it, it is still listed in your{' '}
          <InternalLink to="/saved">saved items</InternalLink>.
        </Text>
      </EmptyState>
    </Stack>
  );
}
