import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink';
import { SaveButton } from '../../components/SaveButton';
import { safeHttpUrl } from '../../lib/safeUrl';
import { jobPay, jobPlace } from './jobDisplay';
import type { JobRecord } from './jobSchema';

export function JobCard({ job }: { job: JobRecord }) {
  const apply = safeHttpUrl(job.apply_url);
  const pay = jobPay(job);
  const label = `${job.title} at ${job.employer}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="job-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            <Anchor component={Link} to={`/jobs/${job.id}`} inherit>
              {job.title}
            </Anchor>
          </Title>
          <SaveButton list="job" record={job} label={label} size="xs" />
        </Group>
        <Text fw={600}>{job.employer}</Text>
        <Group gap="xs">
          {job.remote ? <Badge variant="outline">Remote</Badge> : null}
          {job.employment_type ? <Badge variant="outline">{job.employment_type}</Badge> : null}
        </Group>
        <Text size="sm">
          <strong>Where:</strong> {jobPlace(job)}
        </Text>
        {pay ? (
          <Text size="sm">
            <strong>Pay:</strong> {pay}
          </Text>
        ) : null}
        {job.description ? (
          <Text size="sm" lineClamp={4}>
            {job.description}
          </Text>
        ) : null}
        {apply ? (
          <Text>
            <ExternalLink href={apply}>Apply on {job.employer}&apos;s site</ExternalLink>
          </Text>
        ) : (
          <Text size="sm">Contact the employer to apply.</Text>
        )}
      </Stack>
    </Card>
  );
}
