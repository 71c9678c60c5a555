import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { LinkCardGrid, type LinkCard } from '../../components/LinkCardGrid';
import { ContentPage } from '../../components/pages/ContentPage';
import { PageSection } from '../../components/PageSection';
import { HomeCrisisSection } from './HomeCrisisSection';
import { ButtonLinks, type ButtonLink } from '../../components/ButtonLinks';

const start: ButtonLink[] = [
  { to: '/get-started', label: 'Get started' },
  { to: '/vet', label: 'Where to start if you served', variant: 'outline' },
];

const tools: LinkCard[] = [
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

const help: LinkCard[] = [
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
    <ContentPage
      intro="Benefits tools, trusted services, veteran deals, jobs and stories for US military veterans, their families and the businesses that serve them. You do not need an account to browse."
      header={<ButtonLinks size="md" gap="sm" links={start} />}
    >
      <PageSection id="home-tools" heading="Tools for your benefits">
        <LinkCardGrid cards={tools} />
      </PageSection>

      <PageSection id="home-help" heading="Find help and deals">
        <LinkCardGrid cards={help} />
      </PageSection>

      <PageSection id="home-offline" heading="Works when your signal doesn't" narrow>
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
      </PageSection>

      <PageSection id="home-business" heading="For businesses and partners" narrow>
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
      </PageSection>

      <HomeCrisisSection />
    </ContentPage>
  );
}
