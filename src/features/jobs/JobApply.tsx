import { Text } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { safeHttpUrl } from '../../lib/safeUrl';
import type { JobRecord } from './jobSchema';
import { t } from './words';

/**
 * How to apply, on a job's card and its page: the employer's link, or to contact them when the
 * job gives none. `size` matches the card's small print.
 */
export function JobApply({ job, size }: { job: JobRecord; size?: 'sm' }) {
  const apply = safeHttpUrl(job.apply_url);
  return apply ? (
    <Text>
      <ExternalLink href={apply}>{t('jobs.applyOn', { employer: job.employer })}</ExternalLink>
    </Text>
  ) : (
    <Text size={size}>{t('jobs.contactEmployer')}</Text>
  );
}
