import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function BlogEditPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Partners come here from their dashboard to correct or update an article they wrote. Edited articles are checked against the blog requirements again before the changes appear." />

      <EmptyState
        title="Editing articles is not available on this page yet"
        actions={
          <>
            <Button component={Link} to="/dashboard">
              Go to your dashboard
            </Button>
            <Button component={Link} to="/blog/requirements" variant="outline">
              Read the blog requirements
            </Button>
          </>
        }
      >
        <Text>
          You cannot change an article here yet. If a published article has a mistake that matters,
          such as a wrong benefit figure, tell us through the{' '}
          <InternalLink to="/contact">contact page</InternalLink> and we will correct it.
        </Text>
      </EmptyState>
    </Stack>
  );
}
