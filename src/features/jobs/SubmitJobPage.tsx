import { Text } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { jobPosting } from './jobPosting';
import { NewPosting } from '../../components/posting/NewPosting';

export default function SubmitJobPage() {
  return (
    <>
      <PageHeader intro="Post a job on the VetHub job board for veterans and military spouses. Every job is reviewed before it appears on the board.">
        <Text>
          Veterans often describe their experience by military job. The{' '}
          <InternalLink to="/employment/job-translator">job translator</InternalLink> matches
          military jobs to civilian occupations, which can help you see which veterans fit your
          role. What you type is kept on this device until you submit, and you can submit without a
          connection.
        </Text>
      </PageHeader>
      <NewPosting kind={jobPosting} submitLabel="Submit for review" />
    </>
  );
}
