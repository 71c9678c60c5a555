import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function SubmitServicePage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="List your organization or business in the VetHub services directory so veterans and families can find help near them. Every listing is reviewed before it appears.">
        <Text>
          Before you start, read the{' '}
          <InternalLink to="/services/requirements">service listing requirements</InternalLink>:
          what a listing must include and the honesty rules it must meet.
        </Text>
      </PageHeader>

      <EmptyState
        title="The form is not on this page yet"
        actions={
          <>
            <Button component={Link} to="/services/requirements">
              Read the listing requirements
            </Button>
            <Button component={Link} to="/submit" variant="outline">
              See all ways to post
            </Button>
          </>
        }
      >
        <Text>
          You cannot submit a service listing here yet. You can prepare now: the requirements page
          lists everything the form will ask for, from categories and location to how veterans can
          contact you.
        </Text>
      </EmptyState>
    </Stack>
  );
}
