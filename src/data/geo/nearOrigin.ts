/**
 * The centre of a near-me search on the device, checked as the server's near_origin() checks it:
 * the same three refusals, so a filter the server would answer 400 fails here too.
 */
import { isNearRadius, type LatLng } from './distance';
import type { ZipCentroids } from './zipCentroidFile';
import { isZip5 } from './zipKey';

/** What is wrong with a near-me search: a ZIP code that is not five digits, one with no known
 * location, or a radius that is not one of the choices. */
export type NearProblem = 'zip' | 'unknownZip' | 'radius';

export class NearMeError extends Error {
  constructor(readonly problem: NearProblem) {
    super(`Near me: ${problem}`);
    this.name = 'NearMeError';
  }
}

/** The problem with the ZIP code alone, once the centroids are here; null when it is fine. */
export function zipProblem(zip: string, centroids: ZipCentroids): NearProblem | null {
  if (!isZip5(zip)) return 'zip';
  return centroids.has(zip) ? null : 'unknownZip';
}

export function nearOrigin(zip: string, radiusMiles: unknown, centroids: ZipCentroids): LatLng {
  if (!isNearRadius(radiusMiles)) throw new NearMeError('radius');
  const problem = zipProblem(zip, centroids);
  const origin = centroids.get(zip);
  if (problem || !origin) throw new NearMeError(problem ?? 'unknownZip');
  return origin;
}
