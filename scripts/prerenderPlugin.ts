/**
 * Vite build step (ARCHITECTURE decision 14): the public pages as HTML, so the first paint does
 * not wait for the bundle. After the client build is written, src/prerender.tsx is bundled for
 * Node and renders each page; its HTML goes into the built index.html's #root (marked with the
 * path, for src/boot/main.tsx to hydrate) and its title, description and canonical link into
 * <head>. `/` is dist/index.html, every other page dist/<path>/index.html; the empty app shell,
 * for every address without a page of its own, is dist/shell.html (the preview server and the
 * service worker fall back to it). src/boot/README.md draws how such a page becomes the app.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { ENTRY_META, MODULES_META } from '../src/boot/askForAppAfterPaint.ts';
import { PRERENDERED_ATTRIBUTE } from '../src/lib/prerenderedPage.ts';
import { markdownPagesPlugin } from './markdownPagesPlugin.ts';

export const SHELL_FILE = 'shell.html';
const ROOT_ELEMENT = '<div id="root"></div>';

interface Renderer {
  prerenderPaths(): string[];
  pageOf(path: string): string | undefined;
  renderPage(path: string, origin: string, language?: 'en' | 'es'): Promise<string>;
}

/** The page's file in dist: `/` is index.html, `/a/b` is a/b/index.html. */
export function pageFile(urlPath: string): string {
  return path.join(urlPath.replace(/^\/+|\/+$/g, ''), 'index.html');
}

/** React writes a page's <title>, <meta> and <link> ahead of its markup: they belong in <head>. */
export function splitHeadTags(html: string): { head: string; body: string } {
  const match = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/.exec(html);
  const head = match?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

export function pageHtml(
  template: string,
  urlPath: string,
  rendered: string,
  keepCanonical: boolean,
  modules: readonly string[] = [],
) {
  const { head, body } = splitHeadTags(rendered);
  // Without the site's address these links would name the build's; the app adds them.
  const headTags = keepCanonical
    ? head
    : head.replace(/<link [^>]*rel="(?:canonical|alternate)"[^>]*\/?>/g, '');
  if (!template.includes(ROOT_ELEMENT)) throw new Error('index.html has no empty #root');
  return (
    template
      .replace(/<title>[^<]*<\/title>/, headTags)
      // The page paints before the app runs: preloading the app's modules there took the
      // stylesheet's bandwidth (Lighthouse, /services: LCP 5.0 s with them, 1.0-1.7 s without).
      // The entry script too: index.html's inline script asks for it once the page has painted
      // (at once when the service worker answers); the shell keeps both as they are.
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        `<meta name="${ENTRY_META}" content="$1">${
          modules.length ? `<meta name="${MODULES_META}" content="${modules.join(' ')}">` : ''
        }`,
      )
      .replace(ROOT_ELEMENT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${urlPath}">${body}</div>`)
  );
}

/** A Spanish twin's document says its language before any script runs. */
export function inSpanish(html: string): string {
  return html.replace(/<html lang="[^"]*"/, '<html lang="es-US"');
}

/** The renderer's build gets scripts/prerender/noBackend.ts for the supabase-js client. */
function withoutBackend(root: string): Plugin {
  const client = path.resolve(root, 'src/data/supabaseClient.ts');
  const standIn = path.resolve(root, 'scripts/prerender/noBackend.ts');
  return {
    name: 'vethub-prerender-no-backend',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.includes('supabaseClient')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === client ? standIn : null;
    },
  };
}

async function bundleRenderer(config: ResolvedConfig, outDir: string): Promise<Renderer> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    define: config.define,
    plugins: [
      react(),
      lingui({ failOnMissing: true, failOnCompileError: true }),
      markdownPagesPlugin(),
      withoutBackend(config.root),
    ],
    build: {
      ssr: 'src/prerender.tsx',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  return (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as Renderer;
}

/** Preview server: an address without a page of its own gets the shell, not the home page. */
function serveShell(dir: string) {
  return (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const isPage = !path.extname(url.pathname) && (req.method === 'GET' || req.method === 'HEAD');
    if (isPage && !existsSync(path.join(dir, pageFile(decodeURIComponent(url.pathname))))) {
      req.url = `/${SHELL_FILE}${url.search}`;
    }
    next();
  };
}

/**
 * The modules a page's app needs, for index.html's inline script to ask for all at once when it
 * starts the app: the entry's imports and the page chunk's. Without them the browser learns of
 * the page's 40-odd files only once the entry has run, and offline each is a turn of the
 * service worker after that.
 */
function pageModules(
  config: ResolvedConfig,
  chunks: readonly Rollup.OutputChunk[],
  page?: string,
  language: 'en' | 'es' = 'en',
) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (c: Rollup.OutputChunk | undefined) => {
    if (!c || files.has(c.fileName)) return;
    files.add(c.fileName);
    c.imports.forEach((f) => visit(byFile.get(f)));
  };
  // index.html's chunk: the entry script index.html names is bundled into it.
  const entry = chunks.find((c) => c.facadeModuleId === path.resolve(config.root, 'index.html'));
  const pageFile = page && path.resolve(config.root, 'src', `${page}.tsx`);
  visit(entry);
  visit(chunks.find((c) => c.facadeModuleId === pageFile));
  // A Spanish page's Spanish parts (its prose twin, its parts' catalogs: lib/i18n.ts
  // addSpanishPart) come with it, not a round trip later.
  if (language === 'es') {
    for (const file of [...files]) {
      for (const part of byFile.get(file)?.dynamicImports ?? []) {
        const source = byFile.get(part)?.facadeModuleId ?? '';
        if (source.endsWith('.es.md') || source.endsWith('/es.json?lingui'))
          visit(byFile.get(part));
      }
    }
  }
  if (entry) files.delete(entry.fileName);
  return [...files].map((f) => `${config.base}${f}`);
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vethub-prerender',
    // Not build-only: the preview server's shell fallback is here too.
    configResolved(resolved) {
      config = resolved;
    },
    // Before closeBundle, where the service worker's precache list and the compressed copies
    // are made: both must see the pages.
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const ssrDir = path.resolve(config.root, '.prerender');
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        await writeFile(path.join(outDir, SHELL_FILE), template);
        const siteUrl = config.env.VITE_SITE_URL as string | undefined;
        const renderer = await bundleRenderer(config, ssrDir);
        const paths = renderer.prerenderPaths();
        const chunks = Object.values(bundle).filter(
          (c): c is Rollup.OutputChunk => c.type === 'chunk',
        );
        // Each page and its Spanish twin under /es (issue 35).
        const pages = paths.flatMap((page) => [
          { page, urlPath: page, language: 'en' as const },
          { page, urlPath: page === '/' ? '/es/' : `/es${page}`, language: 'es' as const },
        ]);
        for (const { page, urlPath, language } of pages) {
          const rendered = await renderer
            .renderPage(page, siteUrl || 'http://localhost', language)
            .catch((error: unknown) => {
              throw new Error(`prerendering ${urlPath} failed`, { cause: error });
            });
          const file = path.join(outDir, pageFile(urlPath));
          await mkdir(path.dirname(file), { recursive: true });
          // Without a site address the canonical link would name the build's, not the visitor's.
          const modules = pageModules(config, chunks, renderer.pageOf(page), language);
          const html = pageHtml(template, urlPath, rendered, Boolean(siteUrl), modules);
          await writeFile(file, language === 'es' ? inSpanish(html) : html);
        }
        // Kept when a page fails, to run it again by hand.
        await rm(ssrDir, { recursive: true, force: true });
        config.logger.info(`prerendered ${pages.length} pages (${paths.length} in each language)`);
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(
        serveShell(path.resolve(server.config.root, server.config.build.outDir)),
      );
    },
  };
}
