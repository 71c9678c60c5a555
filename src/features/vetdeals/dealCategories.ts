/**
 * The deal categories as people read them, in the page's language. The values stay what the rows
 * store (src/data/records.ts) and what the filter puts in the URL; only the labels change.
 */
import { dealRecord } from '../../data/records';
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

/** A row's category as shown; a value with no label yet is shown as stored. */
export function dealCategoryLabel(value: string): string {
  const id = LABELS.get(value);
  return id ? t(id) : value;
}

export function dealCategoryOptions(): { value: string; label: string }[] {
  return dealRecord.categories.map(({ value }) => ({ value, label: dealCategoryLabel(value) }));
}
