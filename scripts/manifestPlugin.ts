/**
 * Serves the top-level manifest.webmanifest (where the design card puts it) at
 * /manifest.webmanifest: as a file of the build, so the service worker precaches it like any
 * other asset, and from the dev server.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const FILE = 'manifest.webmanifest';
const read = () => readFileSync(new URL(`../${FILE}`, import.meta.url), 'utf8');

export function manifestPlugin(): Plugin {
  return {
    name: 'vethub-manifest',
    configureServer(server) {
      server.middlewares.use(`/${FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(read());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE, source: read() });
    },
  };
}
