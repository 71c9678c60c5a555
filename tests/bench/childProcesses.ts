/** Child processes for the browser benchmarks: the build, the app server, and waiting for it. */
import { spawn, type ChildProcess } from 'node:child_process';

/** Debian's Chromium as every browser bench launches it (the project's launch flags). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
}

export async function exitOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

export async function waitForUrl(url: string) {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Builds the app against `stackUrl` into `outDir` and serves it like `npm start` does. */
export async function buildAndServe(
  outDir: string,
  port: number,
  stackUrl: string,
): Promise<ChildProcess> {
  const vite = 'node_modules/vite/bin/vite.js';
  const builder = run([vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
    VITE_SUPABASE_URL: stackUrl,
  });
  if ((await exitOf(builder)) !== 0) throw new Error('the build failed');
  const server = run(
    [vite, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    {},
  );
  await waitForUrl(`http://localhost:${port}`);
  return server;
}
