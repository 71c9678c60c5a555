import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function JobEditPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Employers come here from their dashboard to update a job they posted: change the description, correct the details or close the opening once it is filled." />

      <EmptyState
        title="Editing jobs is not available on this page yet"
        actions={
          <>
            <Button component={Link} to="/dashboard">
              Go to your dashboard
            </Button>
            <Button component={Link} to="/jobs" variant="outline">
              Go to the job board
            </Button>
          </>
        }
      >
        <Text>
          You cannot change a job posting here yet. If a posted job is filled or has a mistake, tell
          us through the <InternalLink to="/contact">contact page</InternalLink> so job seekers are
          not sent to an opening that no longer exists.
        </Text>
      </EmptyState>
    </Stack>
  );
}
