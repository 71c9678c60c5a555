/**
 * Precompressed assets: the build writes `<file>.br` (brotli, best quality) and `<file>.gz`
 * beside every compressible file of dist/, and the app server (`vite preview`, which e2e and
 * `npm start` use) sends them to clients that accept them. Compressing once at build time
 * costs nothing per request and beats the on-the-fly gzip the preview server would do.
 * Any static host that serves precompressed files (nginx gzip_static/brotli_static, most CDNs)
 * can use the same files.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};
/** Below this a compressed copy saves less than its headers cost. */
const THRESHOLD_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function precompressFile(file: string): Promise<boolean> {
  if (!TYPES[path.extname(file)]) return false;
  const bytes = await readFile(file);
  if (bytes.length < THRESHOLD_BYTES) return false;
  const br = await brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, await gzip(bytes, { level: 9 }));
  return true;
}

/** Compression runs on libuv's thread pool: a few files at a time keep every core busy. */
const AT_ONCE = 4;

export async function precompressDir(dir: string): Promise<number> {
  const files = await filesUnder(dir);
  let written = 0;
  const worker = async () => {
    for (let file = files.pop(); file; file = files.pop()) {
      if (await precompressFile(file)) written += 1;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return written;
}

/** The file a request path names in dir: itself, or the page's index.html (prerendered). */
function fileFor(dir: string, urlPath: string): string | undefined {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  // A page without a file of its own gets the app's shell, as the preview server's fallback does.
  const candidates = [clean, path.join(clean, 'index.html')];
  if (!path.extname(clean)) candidates.push('index.html');
  for (const candidate of candidates) {
    const file = path.join(dir, candidate);
    if (!file.startsWith(dir)) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** `headers`: what the server sends with every file (the preview's), these files included. */
export function servePrecompressed(dir: string, headers: Record<string, string> = {}) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const accept = String(req.headers['accept-encoding'] ?? '');
    let file: string | undefined;
    try {
      file = fileFor(dir, new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return next();
    }
    const type = file && TYPES[path.extname(file)];
    if (!file || !type) return next();
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : '';
    const suffix = encoding === 'br' ? '.br' : '.gz';
    if (!encoding || !existsSync(file + suffix)) return next();
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', statSync(file + suffix).size);
    res.setHeader('Vary', 'Accept-Encoding');
    // Hashed file names never change; everything else is revalidated.
    res.setHeader(
      'Cache-Control',
      file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
    if (req.method === 'HEAD') return res.end();
    createReadStream(file + suffix).pipe(res);
  };
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let building = false;
  return {
    name: 'vethub-precompress',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    // After every other plugin has written its files (the service worker among them).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (building) await precompressDir(outDir);
      },
    },
    configurePreviewServer(server) {
      const dir = path.resolve(server.config.root, server.config.build.outDir);
      const headers = server.config.preview.headers ?? {};
      const asText = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));
      server.middlewares.use(servePrecompressed(dir, asText));
    },
  };
}
