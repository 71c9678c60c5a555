import { Button, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { JobBoard } from './JobBoard';
import { PageSection } from '../../components/PageSection';

export default function JobsPage() {
  return (
    <ContentPage intro="Jobs posted by employers who want to hire veterans and military spouses. Filter openings by state, remote work or keyword, apply on the employer's own site, and save the ones you want to come back to.">
      <JobBoard />

      <PageSection id="jobs-prepare" heading="Get ready while you look">
        <List spacing="xs">
          <List.Item>
            Find civilian jobs that match your military job code with the{' '}
            <InternalLink to="/employment/job-translator">
              military-to-civilian job translator
            </InternalLink>
            .
          </List.Item>
          <List.Item>
            Read about turning your experience into a career on the{' '}
            <InternalLink to="/employment">employment page</InternalLink>.
          </List.Item>
          <List.Item>
            Look up what an occupation involves and pays on{' '}
            <ExternalLink href="https://www.onetonline.org/">O*NET OnLine</ExternalLink>.
          </List.Item>
        </List>
      </PageSection>

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
    </ContentPage>
  );
}
