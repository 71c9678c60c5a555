import { Badge, Group } from '@mantine/core';
import { employmentTypeBadge } from './jobDisplay';
import type { JobRecord } from './jobSchema';
import { InEnglishBadge } from '../../components/InEnglishBadge';
import { t } from './words';

/** A job's badges, on its card and its page: remote, its kind of work, and "in English". */
export function JobBadges({ job }: { job: JobRecord }) {
  return (
    <Group gap="xs">
      {job.remote ? <Badge variant="outline">{t('jobs.remote')}</Badge> : null}
      {job.employment_type ? (
        <Badge variant="outline">{employmentTypeBadge(job.employment_type)}</Badge>
      ) : null}
      <InEnglishBadge language={job.language} label={t('jobs.inEnglish')} />
    </Group>
  );
}
