/**
 * A JSON file the build makes from data (the crosswalk, the ZIP centroids), emitted under
 * assets/ with a content hash (cached for good; a new version gets a new address), its address
 * given to the app as a define, and served from memory by the dev server. Not precached and not
 * in any chunk: the app fetches it when it needs it.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export interface HashedJson {
  fileName: string;
  source: string;
}

/** `assets/<name>-<hash>.json` holding `value` as JSON. */
export function hashedJson(name: string, value: unknown): HashedJson {
  const source = JSON.stringify(value);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  return { fileName: `assets/${name}-${hash}.json`, source };
}

/** The plugin emitting the file `build` makes (once), named to the app as `define`. */
export function hashedJsonPlugin(name: string, define: string, build: () => HashedJson): Plugin {
  let file: HashedJson | undefined;
  const built = () => (file ??= build());
  return {
    name,
    config: () => ({ define: { [define]: JSON.stringify(`/${built().fileName}`) } }),
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
