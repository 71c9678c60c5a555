import { ButtonLinks, type ButtonLink } from '../../components/ButtonLinks';
import { LinkCardGrid, type LinkCard } from '../../components/LinkCardGrid';
import { TopRatedServices } from '../../components/topRated/TopRatedServices';
import content from './content/home.md';
import { HomeCrisisSection } from './HomeCrisisSection';
import { InfoProse } from './InfoProse';

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
    <InfoProse
      content={content}
      slots={{
        start: <ButtonLinks size="md" gap="sm" links={start} />,
        tools: <LinkCardGrid cards={tools} />,
        help: <LinkCardGrid cards={help} />,
        'top-rated': <TopRatedServices />,
        business: (
          <ButtonLinks
            gap="sm"
            links={[
              { to: '/business', label: 'How posting works', variant: 'light' },
              { to: '/submit', label: 'Submit content', variant: 'outline' },
            ]}
          />
        ),
        crisis: <HomeCrisisSection />,
      }}
    />
  );
}
