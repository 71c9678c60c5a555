/**
 * The benefits of data/va/entitlements.json in the page's language: names, eligibility and key
 * numbers are said through the catalog (benefits.ent.<id>.…) with the data's own figures.
 */
import { entitlement, type Entitlement } from '../../lib/entitlements';
import { fromData } from './dataWords';

export function entitlementName(id: string): string {
  return fromData(`benefits.ent.${id}.name`, entitlement(id).name);
}

export function entitlementEligibility(item: Entitlement): string {
  return fromData(`benefits.ent.${item.id}.eligibility`, item.keyEligibility);
}

/** Drops pointers into our own data files, which mean nothing to a reader. */
export function readableNumbers(keyNumbers: string): string {
  return keyNumbers.replace(/\s*\(see rates\.json\)/g, '');
}

/** The key figures, or null when the data has none. */
export function entitlementNumbers(item: Entitlement): string | null {
  if (!item.keyNumbers) return null;
  return fromData(`benefits.ent.${item.id}.numbers`, readableNumbers(item.keyNumbers));
}
