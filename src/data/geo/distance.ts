/**
 * Miles between two points, the one formula of "near me": the device (matchRow via
 * runOnMirror) and the server (services_near, supabase/migrations/20261130010000_near_me.sql)
 * write it term for term alike, so both round to the same hundredth of a mile and agree on
 * which listings fall inside a radius and in what order.
 */

/** The IUGG mean Earth radius in miles; the SQL function uses the same figure. */
export const EARTH_RADIUS_MILES = 3958.8;

/** The radius choices of the near-me filter; the server refuses any other. */
export const NEAR_RADII = [10, 25, 50, 100] as const;
export type NearRadius = (typeof NEAR_RADII)[number];
/** The radius a search gets when it names none. */
export const DEFAULT_NEAR_RADIUS: NearRadius = 25;

export interface LatLng {
  lat: number;
  lng: number;
}

const RADIANS = Math.PI / 180;

/** Haversine distance, rounded half up to hundredths of a mile. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const halfLat = Math.sin(((b.lat - a.lat) * RADIANS) / 2);
  const halfLng = Math.sin(((b.lng - a.lng) * RADIANS) / 2);
  const h =
    halfLat * halfLat + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * halfLng * halfLng;
  const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.floor(miles * 100 + 0.5) / 100;
}

export const isNearRadius = (value: unknown): value is NearRadius =>
  NEAR_RADII.some((radius) => radius === value);
