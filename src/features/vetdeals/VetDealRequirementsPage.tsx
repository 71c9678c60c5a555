import { RequirementsPage, type RequirementsCopy } from '../../components/posting/RequirementsPage';
import { dealRecord } from '../../data/records';
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
    submitLabel: t('vetdeals.offer'),
  };
}

export default function VetDealRequirementsPage() {
  // The categories keep their stored values; only their labels follow the page's language.
  const record = { ...dealRecord, categories: dealCategoryOptions() };
  return <RequirementsPage record={record} posting={dealPosting} copy={copy()} />;
}
