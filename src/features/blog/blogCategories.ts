/**
 * The blog categories as people read them, in the page's language. The values stay what the rows
 * store (src/data/records.ts) and what the category links put in the URL; only the labels change.
 */
import { blogRecord } from '../../data/records';
import { labelledOptions, valueLabel } from '../../lib/options';
import { t } from './words';

// Labels are message ids, by stored value.
const LABELS = new Map([
  ['Benefits', 'blog.category.benefits'],
  ['Claims', 'blog.category.claims'],
  ['Health', 'blog.category.health'],
  ['Careers', 'blog.category.careers'],
  ['Employment', 'blog.category.employment'],
  ['Education', 'blog.category.education'],
  ['Housing', 'blog.category.housing'],
  ['Family', 'blog.category.family'],
  ['Stories', 'blog.category.stories'],
  ['Community', 'blog.category.community'],
]);

export const blogCategoryLabel = valueLabel(LABELS, t);

export const blogCategoryOptions = () => labelledOptions(blogRecord.categories, blogCategoryLabel);
