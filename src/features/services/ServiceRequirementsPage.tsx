import { ExternalLink } from '../../components/ExternalLink';
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
      <>
        {t('services.rules.feesBefore')}{' '}
        <ExternalLink href="https://www.va.gov/">{t('services.rules.vaGov')}</ExternalLink>
        {t('services.rules.feesAfter')}
      </>,
      t('services.rules.home'),
    ],
    categoriesIntro: t('services.rules.categoriesIntro'),
    nextHeading: t('services.rules.nextHeading'),
    nextText: t('services.rules.nextText'),
    submitLabel: t('services.listService'),
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
