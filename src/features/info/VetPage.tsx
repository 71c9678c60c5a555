import { Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { ContentPage } from '../../components/pages/ContentPage';
import { HomeCrisisSection } from './HomeCrisisSection';
import { PageSection } from '../../components/PageSection';

interface StartPoint {
  title: string;
  body: string;
  primary: { label: string; to: string };
  more: { label: string; to: string }[];
}

const startPoints: StartPoint[] = [
  {
    title: 'Benefits',
    body: 'Find out which VA benefits may fit your service, understand your disability rating and follow a claim step by step.',
    primary: { label: 'Check your entitlements', to: '/benefits/entitlements' },
    more: [
      { label: 'All benefits tools', to: '/benefits' },
      { label: 'Disability claim calculator', to: '/benefits/claim-calculator' },
      { label: 'Claim tracker', to: '/benefits/claim-tracker' },
      { label: 'Benefits questions, answered', to: '/faq-example' },
    ],
  },
  {
    title: 'Health care',
    body: 'Who can enroll in VA health care, how priority groups work, and where to find mental health support.',
    primary: { label: 'Read about VA health care', to: '/healthcare' },
    more: [{ label: 'Official and trusted resources', to: '/resources' }],
  },
  {
    title: 'Employment',
    body: 'Turn your military job into civilian job titles, then look for employers who want to hire veterans.',
    primary: { label: 'Translate your military job', to: '/employment/job-translator' },
    more: [
      { label: 'Employment overview', to: '/employment' },
      { label: 'Job board', to: '/jobs' },
    ],
  },
  {
    title: 'Education',
    body: 'The GI Bill and other VA education benefits, including benefits for spouses and children.',
    primary: { label: 'Read about education benefits', to: '/education' },
    more: [],
  },
  {
    title: 'Housing',
    body: 'VA home loans, grants to adapt a home for a disability, and where to turn if you might lose your home.',
    primary: { label: 'Read about housing help', to: '/housing' },
    more: [],
  },
  {
    title: 'Community',
    body: 'Stories from other veterans, organizations that meet near you, and ways to serve again.',
    primary: { label: 'Visit the community page', to: '/community' },
    more: [
      { label: 'Veteran stories', to: '/veteran-stories' },
      { label: 'Services directory', to: '/services' },
      { label: 'VetDeals', to: '/vetdeals' },
    ],
  },
];

export default function VetPage() {
  return (
    <ContentPage intro="If you served, start here. Pick the part of life after service you want to sort out first. Each one leads to plain-language pages, tools and official VA.gov links.">
      <PageSection heading="Where to start">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {startPoints.map((point) => (
            <Paper key={point.title} withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Title order={3} size="h4">
                  {point.title}
                </Title>
                <Text>{point.body}</Text>
                <Group gap="xs">
                  <Button component={Link} to={point.primary.to} variant="light">
                    {point.primary.label}
                  </Button>
                </Group>
                {point.more.length > 0 ? (
                  <List spacing={4} listStyleType="none">
                    {point.more.map((link) => (
                      <List.Item key={link.to}>
                        <InternalLink to={link.to}>{link.label}</InternalLink>
                      </List.Item>
                    ))}
                  </List>
                ) : null}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </PageSection>

      <PageSection heading="Saved items stay on this device" narrow>
        <Text>
          When you save a deal, an article, a service or a job, VetHub keeps it in this browser on
          this device. You do not need an account, and nothing you save is sent to us. Saved items
          are there even when you are offline.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/saved" variant="light">
            See your saved items
          </Button>
          <Button component={Link} to="/get-started" variant="outline">
            Get started with VetHub
          </Button>
        </Group>
      </PageSection>

      <PageSection heading="VetHub is not the VA" narrow>
        <Text>
          VetHub explains benefits and links to the official pages, but it cannot file a claim,
          decide your eligibility or see your VA records. For decisions about your benefits, use
          VA.gov or an accredited representative, such as a service officer from a veterans
          organization listed on our <InternalLink to="/resources">resources page</InternalLink>.
        </Text>
      </PageSection>

      <HomeCrisisSection />
    </ContentPage>
  );
}
