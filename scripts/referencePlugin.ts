/**
 * Builds the reference file (src/data/sync/referenceFile.ts) from data/crosswalk: the same rows,
 * ids and time the seed loads (scripts/seed/crosswalk.ts). Emitted under assets/ with a content
 * hash (hashedJsonAsset.ts), which the app reads as __REFERENCE_FILE__. The sync worker fetches
 * it after the core lists (and on Save-Data only once the translator is opened).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { encodeReferenceFile } from '../src/data/sync/referenceFile.ts';
import { hashedJson, hashedJsonPlugin, type HashedJson } from './hashedJsonAsset.ts';
import { readCrosswalk, REFERENCE_AS_OF } from './seed/crosswalk.ts';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');

export function referenceFile(dir = dataDir): HashedJson {
  const { careers, occupations } = readCrosswalk(dir);
  return hashedJson(
    'reference',
    encodeReferenceFile(REFERENCE_AS_OF, { military_careers: careers, occupations }),
  );
}

export const referencePlugin = (): Plugin =>
  hashedJsonPlugin('vethub-reference', '__REFERENCE_FILE__', () => referenceFile());
