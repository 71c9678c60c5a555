/**
 * Writes builds/latest.json (the newest build's id) and builds/meta/<buildId>.json (what that
 * build is) into the output, and gives the app its own id as __BUILD_ID__. A running app polls
 * latest.json and offers a reload when the ids differ.
 */
import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

export function buildInfoPlugin(): Plugin {
  const builtAt = new Date().toISOString();
  const commit = gitCommit();
  const buildId = `${builtAt.replace(/[-:.TZ]/g, '')}${commit ? `-${commit}` : ''}`;
  return {
    name: 'vethub-build-info',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ buildId, builtAt })}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${buildId}.json`,
        source: `${JSON.stringify({ buildId, builtAt, commit }, null, 2)}\n`,
      });
    },
  };
}
