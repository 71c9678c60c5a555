/**
 * The ZIP centroids file (scripts/zipCentroidsPlugin.ts builds it): 33k points in columns of
 * integer steps (ZIP codes in order, coordinates in millionths of a degree, each the difference
 * from the one before), which compress to a fraction of the plain table. The source data has six
 * decimals, so the integers carry every digit and the device gets exactly the server's numbers.
 */
import { z } from 'zod';
import type { LatLng } from './distance';

export type ZipCentroids = ReadonlyMap<string, LatLng>;

const steps = z.array(z.number().int());

export const zipCentroidFileSchema = z
  .object({ format: z.literal(1), zips: steps, lat: steps, lng: steps })
  .refine(
    (file) => file.zips.length === file.lat.length && file.zips.length === file.lng.length,
    'every column needs one value per ZIP code',
  );
export type ZipCentroidFile = z.infer<typeof zipCentroidFileSchema>;

const MICRO = 1e6;

function differences(values: readonly number[]): number[] {
  return values.map((value, i) => value - (i === 0 ? 0 : (values[i - 1] ?? 0)));
}

function sums(steps: readonly number[]): number[] {
  let total = 0;
  return steps.map((step) => (total += step));
}

/** `centroids`: five-digit ZIP code → point, any order. */
export function encodeZipCentroids(centroids: ZipCentroids): ZipCentroidFile {
  const zips = [...centroids.keys()].sort();
  const point = (zip: string) => centroids.get(zip) ?? { lat: 0, lng: 0 };
  return {
    format: 1,
    zips: differences(zips.map(Number)),
    lat: differences(zips.map((zip) => Math.round(point(zip).lat * MICRO))),
    lng: differences(zips.map((zip) => Math.round(point(zip).lng * MICRO))),
  };
}

export function decodeZipCentroids(file: ZipCentroidFile): ZipCentroids {
  const zips = sums(file.zips);
  const lat = sums(file.lat);
  const lng = sums(file.lng);
  return new Map(
    zips.map((zip, i) => [
      String(zip).padStart(5, '0'),
      { lat: (lat[i] ?? 0) / MICRO, lng: (lng[i] ?? 0) / MICRO },
    ]),
  );
}
