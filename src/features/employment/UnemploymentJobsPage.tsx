import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { EntitlementLink } from '../../components/EntitlementLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function UnemploymentJobsPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Open jobs for veterans who are out of work or looking for a new job. When listings are here, you will be able to browse them, save the ones you like on this device and follow each employer's steps to apply." />

      <EmptyState
        title="No jobs on this device yet"
        actions={
          <Button component={Link} to="/jobs" variant="light">
            Go to the job board
          </Button>
        }
      >
        <Text>
          No job listings are stored on this device yet, so there is nothing to show here. This list
          fills from the postings employers send to VetHub. Until it does, look for posted jobs on
          the job board.
        </Text>
      </EmptyState>

      <Stack gap="sm">
        <Title order={2}>While you look for work</Title>
        <List spacing="xs">
          <List.Item>
            Find civilian jobs that match your military experience with the{' '}
            <InternalLink to="/employment/job-translator">job translator</InternalLink>.
          </List.Item>
          <List.Item>
            Read tips on describing your service to employers on the{' '}
            <InternalLink to="/employment">employment page</InternalLink>.
          </List.Item>
          <List.Item>
            Find organizations that help with job searches in the{' '}
            <InternalLink to="/services?category=employment">services directory</InternalLink>.
          </List.Item>
          <List.Item>
            If you have a service-connected disability, VA&apos;s <EntitlementLink id="vre_ch31" />{' '}
            program may help you train for and find a job.
          </List.Item>
        </List>
      </Stack>

      <Stack gap="sm">
        <Title order={2}>For employers</Title>
        <Text>
          Hiring? Post your opening so veterans can find it. Each posting is reviewed before it is
          published.
        </Text>
        <Button component={Link} to="/submit/job" variant="light" w="fit-content">
          Post a job for veterans
        </Button>
        <Text>
          Read what VetHub offers businesses and partners on the{' '}
          <InternalLink to="/business">page for businesses and partners</InternalLink>.
        </Text>
      </Stack>
    </Stack>
  );
}
