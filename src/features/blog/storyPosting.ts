/**
 * A veteran's story: the article form with the Stories category only. The database holds an
 * owner who is not a partner to that category (veteran_stories migration); it is reviewed like
 * any article.
 */
import type { PostingKind } from '../../components/posting/postingKind';
import { blogCategoryLabel } from './blogCategories';
import { blogPosting } from './blogPosting';
import { t } from './words';

const STORIES = 'Stories';

// Getters, as blogPosting's: spreading it reads its words once, so each is read again here.
export const storyPosting: PostingKind = {
  ...blogPosting,
  get noun() {
    return blogPosting.noun;
  },
  get sent() {
    return blogPosting.sent;
  },
  get steps() {
    return blogPosting.steps.map((step) => ({
      ...step,
      fields: step.fields.map((field) =>
        field.name === 'category'
          ? {
              ...field,
              options: [{ value: STORIES, label: blogCategoryLabel(STORIES) }],
              defaultValue: STORIES,
              help: t('blog.form.storyHelp'),
            }
          : field,
      ),
    }));
  },
};
