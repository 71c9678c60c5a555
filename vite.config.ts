/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { buildInfoPlugin } from './scripts/buildInfoPlugin.ts';
import { cspPlugin } from './scripts/cspPlugin.ts';
import { inlineBootPlugin } from './scripts/inlineBootPlugin.ts';
import { dataFactsPlugin } from './scripts/dataFactsPlugin.ts';
import { manifestPlugin } from './scripts/manifestPlugin.ts';
import { markdownPagesPlugin } from './scripts/markdownPagesPlugin.ts';
import { precompressPlugin } from './scripts/precompressPlugin.ts';
import { prerenderPlugin } from './scripts/prerenderPlugin.ts';
import { referencePlugin } from './scripts/referencePlugin.ts';
import { sitemapPlugin } from './scripts/sitemapPlugin.ts';
import { zipCentroidsPlugin } from './scripts/zipCentroidsPlugin.ts';

/**
 * What the app's server sends with every file (npm start, e2e); README's deploy notes ask a host
 * for the same. The meta tag's policy cannot forbid framing, so the header does.
 */
const SECURITY_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Unit files that need a process of their own rather than a VM context in a shared worker: the
 * lint and build checks run ESLint and Vite, whose dependencies load CommonJS modules a VM
 * context cannot; and in a VM context the Saved page's live count never sees a whole list
 * cleared (Dexie deletes the rows, but the page keeps showing "1 saved").
 */
const OWN_PROCESS = [
  'tests/unit/lint/**',
  'tests/unit/scripts/**',
  'tests/unit/features/saved/SavedPage.test.tsx',
];

export default defineConfig({
  plugins: [
    react(),
    // A Spanish catalog missing a message, or a message that does not compile, fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    markdownPagesPlugin(),
    buildInfoPlugin(),
    inlineBootPlugin(),
    cspPlugin(),
    dataFactsPlugin(),
    manifestPlugin(),
    referencePlugin(),
    zipCentroidsPlugin(),
    sitemapPlugin(),
    prerenderPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // manifest.webmanifest (top level, served by manifestPlugin) is the app's manifest; registration is in src/app/update.
      manifest: false,
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,woff2,webmanifest}'],
        // The install sheet's screenshots are for the browser's sheet, not for offline use.
        globIgnores: ['builds/**', 'sw.js', 'screenshots/**'],
        // The largest route chunk (the app's own index) stays under this.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompressPlugin(),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true, headers: SECURITY_HEADERS },
  build: {
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What every page loads first, as one file: the bundler's own split made it 20 files,
        // each a request of its own, and offline a turn of the service worker (153 → 146.5 KB gz).
        // The pages' chunks keep the bundler's split: grouping them made each page load code of
        // others (a list page +50 KB gzipped).
        // Named as the entry: whether the bundler folds the group into the entry or the entry into
        // the group, the file is index-….js (askForAppAfterPaint, the e2e that holds the app).
        // The content pages' small shared pieces travel as one chunk: every chunk's name is in the
        // entry's preload map, and the first page's budget is full.
        // The entry's preload map names every chunk (~290), and the names were 2.4 KB of the first
        // page's 160 KB budget (gzipped). Pages and other lazily loaded parts keep their names,
        // so a network log or an error report says which page failed to arrive; the pieces they
        // share go by their hash (source maps name their sources). The sanitizer keeps its name
        // too: Chromium reports the handlers it refuses while DOMPurify parses under that file,
        // and the e2e suite allows those reports from that file alone.
        chunkFileNames: (chunk) =>
          chunk.name === 'index' || chunk.name === 'SafeMarkdown' || chunk.isDynamicEntry
            ? 'assets/[name]-[hash].js'
            : 'assets/c-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            // Without the links they use: InternalLink rides with the home page's chunks.
            {
              name: 'content',
              test: /src\/components\/content\//,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  // The sync worker loads supabase-js on demand, which only module workers can split out.
  worker: { format: 'es' },
  test: {
    environment: 'happy-dom',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // IndexedDB-heavy tests take seconds on a busy 2-core machine; a hang still fails.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: OWN_PROCESS,
          // Each file still gets a fresh context of its own, but a worker keeps the modules it
          // has loaded: the suite took 61 → 31 s alone (CPU 115 → 53 s).
          pool: 'vmThreads',
        },
      },
      { extends: true, test: { name: 'unit (own process)', include: OWN_PROCESS } },
    ],
    // Vitest's default is one worker per core but one: a single file at a time on 2 cores, where
    // most of a file's time is its environment and imports, not its tests.
    maxWorkers: 2,
    // Each file imports these afresh; bundled once, a file's imports took 40 → 28 s in all.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@mantine/core',
            '@mantine/hooks',
            '@mantine/notifications',
            'react-router',
            'dexie',
            'zod',
            '@testing-library/react',
            'jotai',
            'react-dom',
          ],
        },
      },
    },
  },
});
