/**
 * Builds the reference file (src/data/sync/referenceFile.ts) from data/crosswalk: the same rows,
 * ids and time the seed loads (scripts/seed/crosswalk.ts). Emitted under assets/ with a content
 * hash, so it is cached for good and a new version gets a new address, which the app reads as
 * __REFERENCE_FILE__. The dev server serves it from memory. Not precached: the sync worker
 * fetches it after the core lists (and on Save-Data only once the translator is opened).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { encodeReferenceFile } from '../src/data/sync/referenceFile.ts';
import { readCrosswalk, REFERENCE_AS_OF } from './seed/crosswalk.ts';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');

export function referenceFile(dir = dataDir): { fileName: string; source: string } {
  const { careers, occupations } = readCrosswalk(dir);
  const source = JSON.stringify(
    encodeReferenceFile(REFERENCE_AS_OF, { military_careers: careers, occupations }),
  );
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  return { fileName: `assets/reference-${hash}.json`, source };
}

export function referencePlugin(): Plugin {
  let file: ReturnType<typeof referenceFile> | undefined;
  const built = () => (file ??= referenceFile());
  return {
    name: 'vethub-reference',
    config: () => ({ define: { __REFERENCE_FILE__: JSON.stringify(`/${built().fileName}`) } }),
    configureServer(server) {
      server.middlewares.use(`/${built().fileName}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(built().source);
      });
    },
    generateBundle() {
      const { fileName, source } = built();
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
