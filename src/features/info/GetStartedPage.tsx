import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { CrisisLineContacts } from './HomeCrisisSection';
import { PageSection } from '../../components/PageSection';

interface Step {
  title: string;
  body: ReactNode;
  action?: { label: string; to: string };
}

const steps: Step[] = [
  {
    title: 'Explore the benefits tools',
    body: 'See which VA benefits may fit your service, work out a combined disability rating, or learn what each step of a VA claim means. Every tool links to the official VA.gov page.',
    action: { label: 'Go to the benefits tools', to: '/benefits' },
  },
  {
    title: 'Save what matters',
    body: 'Use the save button on a deal, article, service or job to keep it. Saved items stay in this browser on this device: no account needed, and nothing is sent to us.',
    action: { label: 'See your saved items', to: '/saved' },
  },
  {
    title: 'Adjust text size and contrast',
    body: (
      <>
        Make the text bigger or switch to higher contrast from the Support tab at the bottom of
        every page. Your choice is remembered on this device. You can also change it, and see your
        other settings, on <InternalLink to="/your-page">your page</InternalLink>.
      </>
    ),
  },
  {
    title: 'Use it offline',
    body: 'After your first visit, VetHub keeps working on a weak or dropped connection. Pages you have opened, and the listings already on your device, stay readable.',
    action: { label: 'How offline use works', to: '/network-help' },
  },
  {
    title: 'Create an account if you need one',
    body: 'You only need an account to post content as a business or partner, or to use a dashboard. Reading, using the tools and saving items all work without one.',
    action: { label: 'Create an account', to: '/auth/register' },
  },
  {
    title: 'Get help',
    body: (
      <>
        Questions about VetHub? Write to us on the{' '}
        <InternalLink to="/contact">contact page</InternalLink> or read the{' '}
        <InternalLink to="/faq">frequently asked questions</InternalLink>. If you are in crisis, the
        Veterans Crisis Line is there now:
        <CrisisLineContacts />
      </>
    ),
  },
];

export default function GetStartedPage() {
  return (
    <ContentPage intro="Six short steps to make VetHub work for you. None of them needs an account, except the fifth, and only if you post content or want a dashboard.">
      <PageSection heading="Six steps">
        <List type="ordered" spacing="lg" maw="46rem">
          {steps.map((step) => (
            <List.Item key={step.title}>
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {step.title}
                </Title>
                <Text component="div">{step.body}</Text>
                {step.action ? (
                  <Group>
                    <Button component={Link} to={step.action.to} variant="light">
                      {step.action.label}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </List.Item>
          ))}
        </List>
      </PageSection>

      <PageSection heading="Good to know" narrow>
        <List spacing="xs">
          <List.Item>
            VetHub is not the VA and is not part of the government. It explains benefits and links
            to the official VA.gov pages, where decisions are made.
          </List.Item>
          <List.Item>
            Not sure where to begin? The page <InternalLink to="/vet">for veterans</InternalLink>{' '}
            sorts VetHub by benefits, health care, work, school, housing and community.
          </List.Item>
          <List.Item>
            Run a business or organization that serves veterans? Read{' '}
            <InternalLink to="/business">how posting works for partners</InternalLink>.
          </List.Item>
        </List>
      </PageSection>
    </ContentPage>
  );
}
