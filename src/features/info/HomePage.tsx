import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { HomeCardGrid, type HomeCard } from './HomeCardGrid';
import { HomeCrisisSection } from './HomeCrisisSection';

const tools: HomeCard[] = [
  {
    title: 'Disability claim calculator',
    purpose: 'Combine your VA disability ratings the way VA does and see your combined rating.',
    action: 'Open the claim calculator',
    to: '/benefits/claim-calculator',
  },
  {
    title: 'Claim tracker',
    purpose: 'Follow a VA claim through its steps and learn what each step means for you.',
    action: 'Open the claim tracker',
    to: '/benefits/claim-tracker',
  },
  {
    title: 'Benefits you may be entitled to',
    purpose: 'See which VA benefits may fit your service, with a link to each official page.',
    action: 'Check your entitlements',
    to: '/benefits/entitlements',
  },
  {
    title: 'Military-to-civilian job translator',
    purpose: 'Enter your military job code or title and find civilian jobs that use your skills.',
    action: 'Translate your military job',
    to: '/employment/job-translator',
  },
];

const help: HomeCard[] = [
  {
    title: 'Services directory',
    purpose:
      'Organizations and businesses that help with claims, housing, legal aid, health and more.',
    action: 'Browse services',
    to: '/services',
  },
  {
    title: 'VetDeals',
    purpose:
      'Discounts and offers for veterans and military families from businesses that serve them.',
    action: 'Browse VetDeals',
    to: '/vetdeals',
  },
  {
    title: 'Job board',
    purpose: 'Jobs from employers looking to hire veterans.',
    action: 'Browse jobs',
    to: '/jobs',
  },
  {
    title: 'Blog',
    purpose: 'Guides, news and stories written by veterans, families and partners.',
    action: 'Read the blog',
    to: '/blog',
  },
];

export default function HomePage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="Benefits tools, trusted services, veteran deals, jobs and stories for US military veterans, their families and the businesses that serve them. You do not need an account to browse.">
        <Group gap="sm">
          <Button component={Link} to="/get-started" size="md">
            Get started
          </Button>
          <Button component={Link} to="/vet" size="md" variant="outline">
            Where to start if you served
          </Button>
        </Group>
      </PageHeader>

      <Stack gap="sm" component="section" aria-labelledby="home-tools">
        <Title order={2} id="home-tools">
          Tools for your benefits
        </Title>
        <HomeCardGrid cards={tools} />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="home-help">
        <Title order={2} id="home-help">
          Find help and deals
        </Title>
        <HomeCardGrid cards={help} />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="home-offline" maw="46rem">
        <Title order={2} id="home-offline">
          Works when your signal doesn&apos;t
        </Title>
        <Text>
          Once you have opened VetHub, it keeps a copy of the directories, deals, articles and jobs
          on your device. If your connection drops, you can keep reading and saving. Anything you
          send while offline waits safely on this device and goes out when you are back online.
        </Text>
        <Text>
          <InternalLink to="/network-help">
            How VetHub works offline and on a slow connection
          </InternalLink>
        </Text>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="home-business" maw="46rem">
        <Title order={2} id="home-business">
          For businesses and partners
        </Title>
        <Text>
          If your business or organization serves veterans, you can list a service, offer a VetDeal,
          post a job or write an article for the blog.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/business" variant="light">
            How posting works
          </Button>
          <Button component={Link} to="/submit" variant="outline">
            Submit content
          </Button>
        </Group>
      </Stack>

      <HomeCrisisSection />
    </Stack>
  );
}
