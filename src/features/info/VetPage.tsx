import { ButtonLinks } from '../../components/ButtonLinks';
import content from './content/vet.md';
import { HomeCrisisSection } from './HomeCrisisSection';
import { ItemsProse } from './ItemsProse';
import { t } from './words';

/** A card's first step, as a button. */
const start = (to: string, label: string) => (
  <ButtonLinks gap="xs" links={[{ to, label, variant: 'light' }]} />
);

export default function VetPage() {
  return (
    <ItemsProse
      content={content}
      slots={{
        benefits: start('/benefits/entitlements', t('info.vet.entitlements')),
        'health-care': start('/healthcare', t('info.vet.healthCare')),
        employment: start('/employment/job-translator', t('info.vet.employment')),
        education: start('/education', t('info.vet.education')),
        housing: start('/housing', t('info.vet.housing')),
        community: start('/community', t('info.vet.community')),
        saved: (
          <ButtonLinks
            gap="sm"
            links={[
              { to: '/saved', label: t('info.action.saved'), variant: 'light' },
              { to: '/get-started', label: t('info.vet.getStarted'), variant: 'outline' },
            ]}
          />
        ),
        crisis: <HomeCrisisSection />,
      }}
    />
  );
}
