import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SaveButton } from '../../components/SaveButton';
import { JobApply } from './JobApply';
import { JobBadges } from './JobBadges';
import { jobLabel, jobPay, jobPlace } from './jobDisplay';
import type { JobRecord } from './jobSchema';
import { t } from './words';

export function JobCard({ job }: { job: JobRecord }) {
  const pay = jobPay(job);
  const label = jobLabel(job);
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
        <JobBadges job={job} />
        <Text size="sm">
          <strong>{t('jobs.where')}</strong> {jobPlace(job)}
        </Text>
        {pay ? (
          <Text size="sm">
            <strong>{t('jobs.pay')}</strong> {pay}
          </Text>
        ) : null}
        {job.description ? (
          <Text size="sm" lineClamp={4}>
            {job.description}
          </Text>
        ) : null}
        <JobApply job={job} size="sm" />
      </Stack>
    </Card>
  );
}
