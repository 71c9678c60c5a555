// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  featuredRequest,
  isFeatured,
  listingKey,
  preselectedListing,
} from '../../../../src/features/giving/featuredChoice';
import { deal, plans, service } from './paymentFixtures';

const listings = [deal, service];

describe('choosing a listing to feature', () => {
  it('tells listings of different kinds with the same id apart', () => {
    expect(listingKey(deal)).toBe('vet_deals:7');
    expect(listingKey(service)).toBe('services:7');
  });

  it('starts on the listing a link asked for when it is one of the person’s live listings', () => {
    expect(preselectedListing(listings, 'services:7')).toBe('services:7');
  });

  it('starts on no listing when the link asked for one that is not theirs or not live', () => {
    expect(preselectedListing(listings, 'services:8')).toBe('');
    expect(preselectedListing(listings, null)).toBe('');
  });

  it('says a listing is featured only until its paid time runs out', () => {
    const before = Date.parse('2026-04-30T23:59:59Z');
    const after = Date.parse('2026-05-01T00:00:00Z');
    expect(isFeatured(service, before)).toBe(true);
    expect(isFeatured(service, after)).toBe(false);
    expect(isFeatured(deal, before)).toBe(false);
  });
});

describe('the checkout a featured plan starts', () => {
  it('names the chosen plan and the chosen listing by its table and id', () => {
    expect(featuredRequest(plans, listings, 'month', 'services:7')).toEqual({
      kind: 'featured',
      plan_id: 'month',
      listing_table: 'services',
      listing_id: 7,
    });
  });

  it('starts nothing until both a listing and a plan are chosen', () => {
    expect(featuredRequest(plans, listings, 'month', '')).toBeNull();
    expect(featuredRequest(plans, listings, '', 'vet_deals:7')).toBeNull();
    expect(featuredRequest(plans, listings, 'year', 'vet_deals:7')).toBeNull();
    expect(featuredRequest([], listings, 'week', 'vet_deals:7')).toBeNull();
  });
});
