import { RecordDetail } from '../../components/directory/RecordDetail';
import { Group, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { SaveButton } from '../../components/SaveButton';
import { ShareLink } from '../../components/ShareLink';
import { useParsedRecord } from '../../data/query';
import { JobApply } from './JobApply';
import { JobBadges } from './JobBadges';
import { jobLabel, jobPay, jobPlace } from './jobDisplay';
import { jobSchema } from './jobSchema';
import { t } from './words';

/** One job: where, pay, the description and how to apply; saved jobs open here. */
export default function JobDetailPage() {
  const id = Number(useParams().id);
  return (
    <RecordDetail
      state={useParsedRecord('unemployment_jobs', id, jobSchema)}
      view={{ table: 'unemployment_jobs', id }}
      noun={t('jobs.detail.noun')}
      back={{ to: '/jobs', label: t('jobs.detail.back') }}
      missingText={t('jobs.detail.missing', { id })}
    >
      {(job) => {
        const pay = jobPay(job);
        const label = jobLabel(job);
        return (
          <>
            <PageHeader title={job.title} intro={job.employer}>
              <JobBadges job={job} />
              <Group gap="sm">
                <SaveButton list="job" record={job} label={label} />
                <ShareLink title={label} path={`/jobs/${job.id}`} />
              </Group>
            </PageHeader>
            <PageSection id="job-facts" heading={t('jobs.detail.facts')} narrow>
              <Text>
                <strong>{t('jobs.where')}</strong> {jobPlace(job)}
              </Text>
              {pay ? (
                <Text>
                  <strong>{t('jobs.pay')}</strong> {pay}
                </Text>
              ) : null}
              {job.description ? (
                // The partner's own words, read by screen readers in their language.
                <Text lang={job.language} style={{ whiteSpace: 'pre-line' }}>
                  {job.description}
                </Text>
              ) : null}
            </PageSection>
            <PageSection id="job-apply" heading={t('jobs.detail.apply')} narrow>
              <JobApply job={job} />
            </PageSection>
          </>
        );
      }}
    </RecordDetail>
  );
}
