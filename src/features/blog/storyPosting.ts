/**
 * A veteran's story: the article form with the Stories category only. The database holds an
 * owner who is not a partner to that category (veteran_stories migration); it is reviewed like
 * any article.
 */
import type { PostingKind } from '../../components/posting/postingKind';
import { blogPosting } from './blogPosting';

const STORIES = 'Stories';

export const storyPosting: PostingKind = {
  ...blogPosting,
  steps: blogPosting.steps.map((step) => ({
    ...step,
    fields: step.fields.map((field) =>
      field.name === 'category'
        ? {
            ...field,
            options: [{ value: STORIES, label: STORIES }],
            defaultValue: STORIES,
            help: 'Veterans share their stories here; partner accounts also post guides and news.',
          }
        : field,
    ),
  })),
};
