import { LinkedText } from '../../components/content/LinkedText';
import { RequirementsPage, type RequirementsCopy } from '../../components/posting/RequirementsPage';
import { serviceCategoryOptions } from './serviceCredentials';
import { servicePosting } from './servicePosting';
import { t } from './words';

function copy(): RequirementsCopy {
  return {
    intro: t('services.rules.intro'),
    partsHeading: t('services.rules.partsHeading'),
    formNoun: t('services.rules.formNoun'),
    rulesHeading: t('services.rules.rulesHeading'),
    rules: [
      t('services.rules.credentials'),
      <LinkedText message={t('services.rules.fees')} links={['https://www.va.gov/']} />,
      t('services.rules.home'),
    ],
    categoriesIntro: t('services.rules.categoriesIntro'),
    nextText: t('services.rules.nextText'),
  };
}

export default function ServiceRequirementsPage() {
  return (
    <RequirementsPage
      posting={servicePosting}
      categories={serviceCategoryOptions()}
      copy={copy()}
    />
  );
}
