import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function JobsPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Jobs posted by employers who want to hire veterans and military spouses. You will be able to browse openings, read what each role needs and save the ones you want to apply for." />

      <Stack gap="sm" component="section" aria-labelledby="jobs-prepare">
        <Title order={2} id="jobs-prepare">
          Get ready while you look
        </Title>
        <List spacing="xs">
          <List.Item>
            Find civilian jobs that match your military job code with the{' '}
            <InternalLink to="/employment/job-translator">
              military-to-civilian job translator
            </InternalLink>
            .
          </List.Item>
          <List.Item>
            Read about turning your experience into a career on the{' '}
            <InternalLink to="/employment">employment page</InternalLink>.
          </List.Item>
          <List.Item>
            Look up what an occupation involves and pays on{' '}
            <ExternalLink href="https://www.onetonline.org/">O*NET OnLine</ExternalLink>.
          </List.Item>
        </List>
      </Stack>

      <EmptyState
        title="No jobs on this device yet"
        actions={
          <>
            <Button component={Link} to="/employment/job-translator">
              Translate your military job
            </Button>
            <Button component={Link} to="/employment/unemployment-jobs" variant="outline">
              See jobs for veterans looking for work
            </Button>
          </>
        }
      >
        <Text>
          Job postings have not been downloaded to this device yet, so there is nothing to list
          here.
        </Text>
      </EmptyState>

      <Stack gap="sm" component="section" aria-labelledby="jobs-employers">
        <Title order={2} id="jobs-employers">
          For employers
        </Title>
        <Text>
          Hiring veterans? Post a job with a partner account. Every job is reviewed before it
          appears on the board.
        </Text>
        <div>
          <Button component={Link} to="/submit/job" variant="outline">
            Post a job
          </Button>
        </div>
      </Stack>
    </Stack>
  );
}
