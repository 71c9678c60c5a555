import { ButtonLinks, type ButtonLink } from '../../components/ButtonLinks';
import { LinkCardGrid, type LinkCard } from '../../components/LinkCardGrid';
import { TopRatedServices } from '../../components/topRated/TopRatedServices';
import content from './content/home.md';
import { HomeCrisisSection } from './HomeCrisisSection';
import { t } from './home/words';
import { InfoProse } from './InfoProse';

// Made when the page renders, in its language (home/words: the home page's own catalog).
const start = (): ButtonLink[] => [
  { to: '/get-started', label: t('info.home.start') },
  { to: '/vet', label: t('info.home.served'), variant: 'outline' },
];

/** A card whose words are `info.home.<name>`, `…Purpose` and `…Action`. */
const card = (name: string, to: string, title = t(`info.home.${name}`)): LinkCard => ({
  title,
  purpose: t(`info.home.${name}Purpose`),
  action: t(`info.home.${name}Action`),
  to,
});

const tools = (): LinkCard[] => [
  card('calculator', '/benefits/claim-calculator'),
  card('tracker', '/benefits/claim-tracker'),
  card('entitlements', '/benefits/entitlements'),
  card('translator', '/employment/job-translator'),
];

const help = (): LinkCard[] => [
  card('services', '/services'),
  card('deals', '/vetdeals', 'VetDeals'),
  card('jobs', '/jobs'),
  card('blog', '/blog'),
];

export default function HomePage() {
  return (
    <InfoProse
      content={content}
      slots={{
        start: <ButtonLinks size="md" gap="sm" links={start()} />,
        tools: <LinkCardGrid cards={tools()} />,
        help: <LinkCardGrid cards={help()} />,
        'top-rated': <TopRatedServices />,
        business: (
          <ButtonLinks
            gap="sm"
            links={[
              { to: '/business', label: t('info.home.posting'), variant: 'light' },
              { to: '/submit', label: t('info.home.submit'), variant: 'outline' },
            ]}
          />
        ),
        crisis: <HomeCrisisSection />,
      }}
    />
  );
}
