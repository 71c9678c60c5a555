import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

export default function SubmitJobPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Post a job on the VetHub job board for veterans and military spouses. Every job is reviewed before it appears on the board." />

      <Stack gap="sm" component="section" aria-labelledby="submit-job-ready">
        <Title order={2} id="submit-job-ready">
          What to have ready
        </Title>
        <List spacing="xs">
          <List.Item>The job title and a plain description of the work.</List.Item>
          <List.Item>What the role needs: skills, experience, licenses or clearances.</List.Item>
          <List.Item>Where the job is, or whether it is remote.</List.Item>
          <List.Item>How to apply, with a working link or contact.</List.Item>
        </List>
        <Text>
          Veterans often describe their experience by military job. The{' '}
          <InternalLink to="/employment/job-translator">job translator</InternalLink> matches
          military jobs to civilian occupations, which can help you see which veterans fit your
          role.
        </Text>
      </Stack>

      <EmptyState
        title="The form is not on this page yet"
        actions={
          <>
            <Button component={Link} to="/submit">
              See all ways to post
            </Button>
            <Button component={Link} to="/business" variant="outline">
              Read about partnering with VetHub
            </Button>
          </>
        }
      >
        <Text>You cannot post a job here yet. You will need a partner account to post one.</Text>
      </EmptyState>
    </Stack>
  );
}
