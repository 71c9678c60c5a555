import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { ListSection } from '../../components/ListSection';
import { JobBoard } from './JobBoard';
import { PageSection } from '../../components/PageSection';

// What to do alongside the search, on this site and off it.
const prepare = [
  <>
    Find civilian jobs that match your military job code with the{' '}
    <InternalLink to="/employment/job-translator">military-to-civilian job translator</InternalLink>
    .
  </>,
  <>
    Read about turning your experience into a career on the{' '}
    <InternalLink to="/employment">employment page</InternalLink>.
  </>,
  <>
    Look up what an occupation involves and pays on{' '}
    <ExternalLink href="https://www.onetonline.org/">O*NET OnLine</ExternalLink>.
  </>,
];

export default function JobsPage() {
  return (
    <JobBoard intro="Jobs posted by employers who want to hire veterans and military spouses. Filter openings by state, remote work or keyword, apply on the employer's own site, and save the ones you want to come back to.">
      <ListSection id="jobs-prepare" heading="Get ready while you look" items={prepare} />

      <PageSection id="jobs-employers" heading="For employers">
        <Text>
          Hiring veterans? Post a job with a partner account. Every job is reviewed before it
          appears on the board.
        </Text>
        <div>
          <Button component={Link} to="/submit/job" variant="outline">
            Post a job
          </Button>
        </div>
      </PageSection>
    </JobBoard>
  );
}
