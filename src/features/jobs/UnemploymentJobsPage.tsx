import { Button, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EntitlementLink } from '../../components/EntitlementLink';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { JobBoard } from './JobBoard';
import { PageSection } from '../../components/PageSection';

export default function UnemploymentJobsPage() {
  return (
    <ContentPage intro="Open jobs for veterans who are out of work or looking for a new job. Filter them by state, remote work or keyword, save the ones you like on this device and apply on each employer's own site.">
      <JobBoard />

      <PageSection id="unemployment-while" heading="While you look for work">
        <List spacing="xs">
          <List.Item>
            Find civilian jobs that match your military experience with the{' '}
            <InternalLink to="/employment/job-translator">job translator</InternalLink>.
          </List.Item>
          <List.Item>
            Read tips on describing your service to employers on the{' '}
            <InternalLink to="/employment">employment page</InternalLink>.
          </List.Item>
          <List.Item>
            Find organizations that help with job searches in the{' '}
            <InternalLink to="/services?category=employment">services directory</InternalLink>.
          </List.Item>
          <List.Item>
            If you have a service-connected disability, VA&apos;s <EntitlementLink id="vre_ch31" />{' '}
            program may help you train for and find a job.
          </List.Item>
        </List>
      </PageSection>

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
    </ContentPage>
  );
}
