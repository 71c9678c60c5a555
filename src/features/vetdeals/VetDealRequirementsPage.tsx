import { RequirementsPage, type RequirementsCopy } from '../../components/posting/RequirementsPage';
import { dealCategoryOptions } from './dealCategories';
import { dealPosting } from './dealPosting';
import { t } from './words';

function copy(): RequirementsCopy {
  return {
    intro: t('vetdeals.rules.intro'),
    partsHeading: t('vetdeals.rules.partsHeading'),
    formNoun: t('vetdeals.rules.formNoun'),
    rulesHeading: t('vetdeals.rules.rulesHeading'),
    rules: [t('vetdeals.rules.verified'), t('vetdeals.rules.noBait'), t('vetdeals.rules.update')],
    categoriesIntro: t('vetdeals.rules.categoriesIntro'),
    nextHeading: t('vetdeals.rules.nextHeading'),
    nextText: t('vetdeals.rules.nextText'),
  };
}

export default function VetDealRequirementsPage() {
  return (
    <RequirementsPage posting={dealPosting} categories={dealCategoryOptions()} copy={copy()} />
  );
}
