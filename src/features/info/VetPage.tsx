import { ButtonLinks } from '../../components/ButtonLinks';
import content from './content/vet.md';
import { HomeCrisisSection } from './HomeCrisisSection';
import { ItemsProse } from './ItemsProse';

/** A card's first step, as a button. */
const start = (to: string, label: string) => (
  <ButtonLinks gap="xs" links={[{ to, label, variant: 'light' }]} />
);

export default function VetPage() {
  return (
    <ItemsProse
      content={content}
      slots={{
        benefits: start('/benefits/entitlements', 'Check your entitlements'),
        'health-care': start('/healthcare', 'Read about VA health care'),
        employment: start('/employment/job-translator', 'Translate your military job'),
        education: start('/education', 'Read about education benefits'),
        housing: start('/housing', 'Read about housing help'),
        community: start('/community', 'Visit the community page'),
        saved: (
          <ButtonLinks
            gap="sm"
            links={[
              { to: '/saved', label: 'See your saved items', variant: 'light' },
              { to: '/get-started', label: 'Get started with VetHub', variant: 'outline' },
            ]}
          />
        ),
        crisis: <HomeCrisisSection />,
      }}
    />
  );
}
