/**
 * The directory's credentials, categories and reaches as people read them, in the page's
 * language. The values stay what the rows store and what the filter puts in the URL; only the
 * labels change.
 */
import { serviceRecord } from '../../data/records';
import type { ServiceReach } from '../../data/query';
import { labelledOptions, valueLabel } from '../../lib/options';
import { t } from './words';

/**
 * Credentials listings state about themselves; the credential filter suggests these. They are
 * matched against the listings' own words, so they stay as listings write them (in English).
 */
export const knownCredentials = [
  'Listed by VA for claims representation',
  'Congressionally chartered',
  'Federally chartered',
] as const;

// Labels are message ids, by stored value.
const CATEGORY_LABELS = new Map([
  ['financial', 'services.category.financial'],
  ['housing', 'services.category.housing'],
  ['disability', 'services.category.disability'],
  ['legal', 'services.category.legal'],
  ['healthcare', 'services.category.healthcare'],
  ['education', 'services.category.education'],
  ['employment', 'services.category.employment'],
  ['community', 'services.category.community'],
]);

export const serviceCategoryLabel = valueLabel(CATEGORY_LABELS, t);

/** Every category a listing may have, as the form and the requirements page offer them. */
export const serviceCategoryOptions = () =>
  labelledOptions(serviceRecord.categories, serviceCategoryLabel);

/**
 * Category slugs of the filter, with the names people read: the record's categories but
 * community, which the service_categories table the filter groups by has no row for.
 */
export function categoryOptions(): { value: string; label: string }[] {
  return serviceCategoryOptions().filter((c) => c.value !== 'community');
}

const REACH_LABELS: Record<ServiceReach, string> = {
  national: 'services.reach.national',
  regional: 'services.reach.regional',
  local: 'services.reach.local',
};

export const REACHES = Object.keys(REACH_LABELS) as ServiceReach[];

/** How far a listing serves: "National", "Regional" or "Local". */
export function reachLabel(reach: ServiceReach): string {
  return t(REACH_LABELS[reach]);
}
