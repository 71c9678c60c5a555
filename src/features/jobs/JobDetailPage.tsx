import { RecordDetail } from '../../components/directory/RecordDetail';
import { Badge, Group, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHeader } from '../../components/PageHeader';
import { PageSection } from '../../components/PageSection';
import { SaveButton } from '../../components/SaveButton';
import { ShareLink } from '../../components/ShareLink';
import { useParsedRecord } from '../../data/query';
import { safeHttpUrl } from '../../lib/safeUrl';
import { jobPay, jobPlace } from './jobDisplay';
import { jobSchema } from './jobSchema';

const BACK = { to: '/jobs', label: 'Go to the job board' };

/** One job: where, pay, the description and how to apply; saved jobs open here. */
export default function JobDetailPage() {
  const id = Number(useParams().id);
  return (
    <RecordDetail
      state={useParsedRecord('unemployment_jobs', id, jobSchema)}
      view={{ table: 'unemployment_jobs', id }}
      noun="job"
      back={BACK}
      missingText={`There is no open job number ${id}. It may have been filled or closed.`}
    >
      {(job) => {
        const apply = safeHttpUrl(job.apply_url);
        const pay = jobPay(job);
        const label = `${job.title} at ${job.employer}`;
        return (
          <>
            <PageHeader title={job.title} intro={job.employer}>
              <Group gap="xs">
                {job.remote ? <Badge variant="outline">Remote</Badge> : null}
                {job.employment_type ? (
                  <Badge variant="outline">{job.employment_type}</Badge>
                ) : null}
              </Group>
              <Group gap="sm">
                <SaveButton list="job" record={job} label={label} />
                <ShareLink title={label} path={`/jobs/${job.id}`} />
              </Group>
            </PageHeader>
            <PageSection id="job-facts" heading="The job" narrow>
              <Text>
                <strong>Where:</strong> {jobPlace(job)}
              </Text>
              {pay ? (
                <Text>
                  <strong>Pay:</strong> {pay}
                </Text>
              ) : null}
              {job.description ? (
                <Text style={{ whiteSpace: 'pre-line' }}>{job.description}</Text>
              ) : null}
            </PageSection>
            <PageSection id="job-apply" heading="How to apply" narrow>
              {apply ? (
                <Text>
                  <ExternalLink href={apply}>Apply on {job.employer}&apos;s site</ExternalLink>
                </Text>
              ) : (
                <Text>Contact the employer to apply.</Text>
              )}
            </PageSection>
          </>
        );
      }}
    </RecordDetail>
  );
}
