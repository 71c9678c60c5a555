/**
 * The mirror's half of near me: which ZIP codes lie within the radius and how far, and each
 * candidate listing's distance, put where the server's services_near puts it (distance_miles).
 */
import { milesBetween } from '../geo/distance';
import { nearOrigin } from '../geo/nearOrigin';
import type { ZipCentroids } from '../geo/zipCentroidFile';
import { zipKey } from '../geo/zipKey';
import type { MirrorRow } from '../localDb';
import type { Condition } from './plan';

export type NearCondition = Extract<Condition, { kind: 'near' }>;

export const nearConditionOf = (conditions: readonly Condition[]): NearCondition | undefined =>
  conditions.find((c): c is NearCondition => c.kind === 'near');

let last: { key: string; centroids: ZipCentroids; within: Map<string, number> } | undefined;

/** ZIP code → miles, for the ZIP codes within the radius (throws NearMeError on bad input). */
export function zipDistances(near: NearCondition, centroids: ZipCentroids): Map<string, number> {
  const origin = nearOrigin(near.zip, near.radiusMiles, centroids);
  // A live list asks again on every change of the table and each page of the same search: the
  // 33k distances are worked out once a search.
  const key = `${near.zip}/${near.radiusMiles}`;
  if (last?.key === key && last.centroids === centroids) return last.within;
  const within = new Map<string, number>();
  for (const [zip, point] of centroids) {
    const miles = milesBetween(origin, point);
    if (miles <= near.radiusMiles) within.set(zip, miles);
  }
  last = { key, centroids, within };
  return within;
}

/**
 * Index ranges holding each ZIP code and its ZIP+4 forms ('78701' up to, not including,
 * '78701.'; '-' sorts before '.'), in order as Dexie's inAnyRange wants them.
 */
export function zipRanges(zips: Iterable<string>): [string, string][] {
  return [...zips].sort().map((zip) => [zip, `${zip}.`]);
}

/** The rows with their distance, null where the listing's ZIP code is not within the radius. */
export function withDistances(rows: readonly MirrorRow[], miles: ReadonlyMap<string, number>) {
  return rows.map((row) => ({
    ...row,
    distance_miles: miles.get(zipKey(row.zipcode) ?? '') ?? null,
  }));
}
