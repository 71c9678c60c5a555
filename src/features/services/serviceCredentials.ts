import { serviceRecord } from '../../data/records';

/** Credentials listings state about themselves; the credential filter suggests these. */
export const knownCredentials = [
  'Listed by VA for claims representation',
  'Congressionally chartered',
  'Federally chartered',
] as const;

/**
 * Category slugs of the filter, with the names people read: the record's categories but
 * community, which the service_categories table the filter groups by has no row for.
 */
export const categoryOptions = serviceRecord.categories.filter((c) => c.value !== 'community');

export const reachLabels = {
  national: 'National',
  regional: 'Regional',
  local: 'Local',
} as const;
