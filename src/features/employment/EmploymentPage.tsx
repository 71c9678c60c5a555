import { Button, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EntitlementLink } from '../../components/EntitlementLink';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import type { LinkCard } from '../../components/LinkCardGrid';
import { HubPage } from '../../components/pages/HubPage';
import { PageSection } from '../../components/PageSection';

const tools: LinkCard[] = [
  {
    title: 'Job translator',
    purpose: 'Find civilian occupations that match your military job code or title.',
    to: '/employment/job-translator',
    action: 'Open the job translator',
  },
  {
    title: 'Jobs for veterans',
    purpose: 'Open jobs for veterans who are looking for work now.',
    to: '/employment/unemployment-jobs',
    action: 'See jobs for veterans',
  },
  {
    title: 'Job board',
    purpose: 'Jobs posted by employers who want to hire veterans.',
    to: '/jobs',
    action: 'Go to the job board',
  },
];

export default function EmploymentPage() {
  return (
    <HubPage
      intro="Turn your military experience into a civilian career. Find civilian jobs that match what you did in service, look for open jobs, and get help from VA and from organizations that serve veterans."
      toolsHeading="Employment tools"
      tools={tools}
    >
      <PageSection heading="Translating your experience">
        <Text>
          Civilian employers often do not know what a military job code means. Your first task is to
          describe what you did in words they use.
        </Text>
        <Title order={3}>Start from your job code</Title>
        <Text>
          Your military occupation code (MOS, rating or AFSC) maps to one or more civilian
          occupations. The{' '}
          <InternalLink to="/employment/job-translator">job translator</InternalLink> explains how
          that mapping works, and{' '}
          <ExternalLink href="https://www.onetonline.org/">O*NET OnLine</ExternalLink>, run by the
          U.S. Department of Labor, describes each civilian occupation: its tasks, skills and
          typical education.
        </Text>
        <Title order={3}>Describe what you did, not your title</Title>
        <List spacing="xs">
          <List.Item>
            Write down the tasks you did most often, the equipment and systems you used, and how
            many people or how much responsibility you had.
          </List.Item>
          <List.Item>
            Swap military terms and acronyms for plain ones. &ldquo;Squad leader&rdquo; can become
            &ldquo;supervised a team&rdquo;; say what the team did.
          </List.Item>
          <List.Item>
            List training, licences and certifications you earned. Some count toward a civilian
            credential.
          </List.Item>
          <List.Item>
            Match the words in a job posting where they honestly describe your work.
          </List.Item>
        </List>
        <Title order={3}>When there is no direct match</Title>
        <Text>
          Some military jobs, such as infantry, have no civilian twin. That does not mean your
          skills do not count: leadership, planning, safety and working under pressure are wanted in
          many fields. Look at the occupations that use those skills.
        </Text>
      </PageSection>

      <PageSection heading="Help from VA">
        <Text>
          <EntitlementLink id="vre_ch31" /> can help veterans with a service-connected disability
          prepare for, find and keep a suitable job. A VA counselor decides what help you get.
        </Text>
        <Text>
          Education benefits such as the GI Bill can also pay for training. See the{' '}
          <InternalLink to="/education">education page</InternalLink> and the{' '}
          <InternalLink to="/benefits">benefits overview</InternalLink>.
        </Text>
      </PageSection>

      <PageSection heading="Organizations that help veterans find work">
        <Text>
          The services directory lists organizations and businesses that serve veterans. Choose the
          employment category to see those that help with job searches, resumes and training.
        </Text>
        <Button component={Link} to="/services?category=employment" variant="light" w="fit-content">
          Find employment services
        </Button>
        <Text>
          Are you an employer? <InternalLink to="/submit/job">Post a job for veterans</InternalLink>
          .
        </Text>
      </PageSection>
    </HubPage>
  );
}
