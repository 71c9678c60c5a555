/**
 * The Post-9/11 GI Bill's benefit levels as data/va/entitlements.json states them
 * (post911_gi_bill: "Benefit tier: 1,095+ days (36 months) 100%; 910-1,094 days 90%; …;
 * Purple Heart or 30-day SC discharge 100%."). The education page's table and the eligibility
 * checker read them here, so a changed tier is changed in the data only.
 */
import { entitlement } from './entitlements';

export interface Post911Tier {
  minDays: number;
  /** Null for the top tier ("1,095+ days"). */
  maxDays: number | null;
  /** The months the data gives beside the days, if any. */
  months: number | null;
  /** Percentage of the full benefit. */
  share: number;
}

const figure = (text: string) => Number(text.replace(/,/g, ''));
const DAY_TIER = /^([\d,]+)(?:\+|-([\d,]+))(?: days)?(?: \((\d+) months\))? (\d+)%$/;
const OTHER_ROUTE = /^Purple Heart or (\d+)-day SC discharge (\d+)%$/;

function parse(text: string): {
  tiers: Post911Tier[];
  purpleHeartOrDisabilityShare: number;
  /** The days of service before a service-connected discharge that open the same route. */
  disabilityDischargeDays: number;
} {
  const list = /Benefit tier: ([^.]+)\./.exec(text)?.[1];
  if (!list) throw new Error('entitlements.json: post911_gi_bill lists no benefit tiers.');
  const tiers: Post911Tier[] = [];
  let otherShare: number | null = null;
  let otherDays: number | null = null;
  for (const part of list.split(';').map((p) => p.trim())) {
    const day = DAY_TIER.exec(part);
    const other = OTHER_ROUTE.exec(part);
    if (day) {
      const [, min = '', max, months, share = ''] = day;
      tiers.push({
        minDays: figure(min),
        maxDays: max ? figure(max) : null,
        months: months ? figure(months) : null,
        share: figure(share),
      });
    } else if (other) {
      otherDays = figure(other[1] ?? '');
      otherShare = figure(other[2] ?? '');
    } else throw new Error(`entitlements.json: post911_gi_bill tier not understood: "${part}".`);
  }
  if (tiers.length === 0 || otherShare === null || otherDays === null) {
    throw new Error('entitlements.json: post911_gi_bill tiers are incomplete.');
  }
  return {
    tiers: tiers.sort((a, b) => b.minDays - a.minDays),
    purpleHeartOrDisabilityShare: otherShare,
    disabilityDischargeDays: otherDays,
  };
}

/** Day tiers from the longest service down, and the share of the Purple Heart and 30-day routes. */
export const post911 = parse(entitlement('post911_gi_bill').keyEligibility);

/** The share of the full benefit for days of active duty on or after 2001-09-11, or null. */
export function post911Percentage(days: number): number | null {
  return post911.tiers.find((t) => days >= t.minDays)?.share ?? null;
}
