import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink';
import { SaveButton } from '../../components/SaveButton';
import { currentLanguage } from '../../lib/i18n';
import { safeHttpUrl } from '../../lib/safeUrl';
import { employmentTypeBadge, jobLabel, jobPay, jobPlace } from './jobDisplay';
import type { JobRecord } from './jobSchema';
import { t } from './words';

export function JobCard({ job }: { job: JobRecord }) {
  const apply = safeHttpUrl(job.apply_url);
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
        <Group gap="xs">
          {job.remote ? <Badge variant="outline">{t('jobs.remote')}</Badge> : null}
          {job.employment_type ? (
            <Badge variant="outline">{employmentTypeBadge(job.employment_type)}</Badge>
          ) : null}
          {currentLanguage() === 'es' && job.language !== 'es' ? (
            <Badge variant="outline">{t('jobs.inEnglish')}</Badge>
          ) : null}
        </Group>
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
        {apply ? (
          <Text>
            <ExternalLink href={apply}>
              {t('jobs.applyOn', { employer: job.employer })}
            </ExternalLink>
          </Text>
        ) : (
          <Text size="sm">{t('jobs.contactEmployer')}</Text>
        )}
      </Stack>
    </Card>
  );
}
