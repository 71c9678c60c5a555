/**
 * The deal categories as people read them, in the page's language. The values stay what the rows
 * store (src/data/records.ts) and what the filter puts in the URL; only the labels change.
 */
import { dealRecord } from '../../data/records';
import { labelledOptions, valueLabel } from '../../lib/options';
import { t } from './words';

// Labels are message ids, by stored value.
const LABELS = new Map([
  ['Automotive', 'vetdeals.category.automotive'],
  ['Education', 'vetdeals.category.education'],
  ['Entertainment', 'vetdeals.category.entertainment'],
  ['Food & Dining', 'vetdeals.category.food'],
  ['Health & Fitness', 'vetdeals.category.health'],
  ['Home & Garden', 'vetdeals.category.home'],
  ['Outdoors', 'vetdeals.category.outdoors'],
  ['Retail', 'vetdeals.category.retail'],
  ['Services', 'vetdeals.category.services'],
  ['Technology', 'vetdeals.category.technology'],
  ['Travel', 'vetdeals.category.travel'],
]);

export const dealCategoryLabel = valueLabel(LABELS, t);

export const dealCategoryOptions = () => labelledOptions(dealRecord.categories, dealCategoryLabel);
