/** Which listing is to be featured on which plan: the form's choices, as a checkout request. */
import type { CheckoutRequest } from '../../data/payments/paymentsApi';
import type { OwnLiveListing, Plan } from '../../data/payments/usePayments';

/** A listing's radio value: its table and id. */
export const listingKey = (l: OwnLiveListing) => `${l.table}:${l.id}`;

/** Featured now: a plan bought earlier runs past this moment. */
export const isFeatured = (l: OwnLiveListing, now: number = Date.now()) =>
  l.featured_until !== null && Date.parse(l.featured_until) > now;

/** The listing a link asked for (?listing=), when it is one of the person's live listings. */
export const preselectedListing = (listings: OwnLiveListing[], asked: string | null): string =>
  listings.some((l) => listingKey(l) === asked) ? (asked ?? '') : '';

/** The checkout to start, or null until both a listing and a plan are chosen. */
export function featuredRequest(
  plans: Plan[],
  listings: OwnLiveListing[],
  planId: string,
  listing: string,
): CheckoutRequest | null {
  const plan = plans.find((p) => p.id === planId);
  const chosen = listings.find((l) => listingKey(l) === listing);
  if (!plan || !chosen) return null;
  return { kind: 'featured', plan_id: plan.id, listing_table: chosen.table, listing_id: chosen.id };
}
