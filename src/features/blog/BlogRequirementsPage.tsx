import { LinkedText } from '../../components/content/LinkedText';
import { RequirementsPage, type RequirementsCopy } from '../../components/posting/RequirementsPage';
import { blogCategoryOptions } from './blogCategories';
import { blogPosting } from './blogPosting';
import { t } from './words';

function copy(): RequirementsCopy {
  return {
    intro: t('blog.rules.intro'),
    partsHeading: t('blog.rules.partsHeading'),
    formNoun: t('blog.noun'),
    rulesHeading: t('blog.rules.rulesHeading'),
    rules: [
      t('blog.rules.original'),
      t('blog.rules.advice'),
      <LinkedText message={t('blog.rules.source')} links={['https://www.va.gov/']} />,
      t('blog.rules.privacy'),
      t('blog.rules.byline'),
      t('blog.rules.promotion'),
    ],
    categoriesIntro: t('blog.rules.categoriesIntro'),
    nextText: t('blog.rules.nextText'),
  };
}

export default function BlogRequirementsPage() {
  return (
    <RequirementsPage posting={blogPosting} categories={blogCategoryOptions()} copy={copy()} />
  );
}
