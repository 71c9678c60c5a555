import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EntitlementLink } from '../../components/EntitlementLink';
import { InternalLink } from '../../components/InternalLink';
import { ListSection } from '../../components/ListSection';
import { JobBoard } from './JobBoard';
import { PageSection } from '../../components/PageSection';

// Help with the search beyond the board: tools, advice, organizations and VA programs.
const meanwhile = [
  <>
    Find civilian jobs that match your military experience with the{' '}
    <InternalLink to="/employment/job-translator">job translator</InternalLink>.
  </>,
  <>
    Read tips on describing your service to employers on the{' '}
    <InternalLink to="/employment">employment page</InternalLink>.
  </>,
  <>
    Find organizations that help with job searches in the{' '}
    <InternalLink to="/services?category=employment">services directory</InternalLink>.
  </>,
  <>
    If you have a service-connected disability, VA&apos;s <EntitlementLink id="vre_ch31" /> program
    may help you train for and find a job.
  </>,
];

export default function UnemploymentJobsPage() {
  return (
    <JobBoard intro="Open jobs for veterans who are out of work or looking for a new job. Filter them by state, remote work or keyword, save the ones you like on this device and apply on each employer's own site.">
      <ListSection id="unemployment-while" heading="While you look for work" items={meanwhile} />

      <PageSection heading="For employers">
        <Text>
          Hiring? Post your opening so veterans can find it. Each posting is reviewed before it is
          published.
        </Text>
        <Button component={Link} to="/submit/job" variant="light" w="fit-content">
          Post a job for veterans
        </Button>
        <Text>
          Read what VetHub offers businesses and partners on the{' '}
          <InternalLink to="/business">page for businesses and partners</InternalLink>.
        </Text>
      </PageSection>
    </JobBoard>
  );
}
