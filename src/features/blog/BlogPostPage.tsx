import { Button, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { parseIdAndSlug } from '../../lib/slug';

export default function BlogPostPage() {
  const { idAndSlug = '' } = useParams();
  const { id } = parseIdAndSlug(idAndSlug);

  return (
    <Stack gap="xl">
      <PageHeader intro="One article from the VetHub blog: a guide, a news item or a veteran's story. You will be able to read it here, save it and share it." />

      <EmptyState
        title="This article is not on this device yet"
        actions={
          <>
            <Button component={Link} to="/blog">
              Go to the blog
            </Button>
            <Button component={Link} to="/search" variant="outline">
              Search VetHub
            </Button>
          </>
        }
      >
        <Text>
          {id === null
            ? 'This address does not start with an article number, so we cannot tell which article you wanted.'
            : `Article number ${id} has not been downloaded to this device, so it cannot be shown here.`}{' '}
          If you saved it, it is still listed in your{' '}
          <InternalLink to="/saved">saved items</InternalLink>.
        </Text>
      </EmptyState>
    </Stack>
  );
}
