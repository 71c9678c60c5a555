// @vitest-environment node
/**
 * The build's precompressed copies and the app server's use of them: brotli to a client that
 * accepts it, gzip to one that accepts only gzip, the plain file otherwise, deep links get the
 * compressed shell, and a path that climbs out of dist/ is never served.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir, servePrecompressed } from '../../../scripts/precompressPlugin';

let dir: string;
let server: Server;
let base: string;
const script = `export const greeting = ${JSON.stringify('Welcome home. '.repeat(400))};\n`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vethub-precompress-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), script);
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><p>${'shell '.repeat(300)}</p>`);
  await writeFile(path.join(dir, 'tiny.js'), 'export {};\n');
  await precompressDir(dir);
  const serve = servePrecompressed(dir, { 'X-Frame-Options': 'DENY' });
  server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 299;
      res.end('fell through');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await rm(dir, { recursive: true, force: true });
});

function get(urlPath: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${base}${urlPath}`,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('precompressed assets', () => {
  it('writes .br and .gz copies of compressible files, not of tiny ones', async () => {
    const br = await readFile(path.join(dir, 'assets', 'app-abc123.js.br'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    await expect(readFile(path.join(dir, 'tiny.js.br'))).rejects.toThrow();
  });

  it('sends brotli to a browser, with the type and a long cache for hashed files', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    // The server's own headers come with these files as with every other.
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip to a client that accepts only gzip, and falls through without encodings', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
    expect((await get('/assets/app-abc123.js')).status).toBe(299);
    expect((await get('/tiny.js', 'br')).status).toBe(299);
  });

  it('sends the compressed shell for a deep link, revalidated on every visit', async () => {
    const res = await get('/services/12-legal-aid', 'br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain('shell');
  });

  it('never serves a file outside its folder', async () => {
    for (const attempt of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/hostname', '/%E0%A4%A']) {
      const res = await get(attempt, 'br');
      expect(res.body.toString()).not.toMatch(/root:|^[a-z0-9-]+\n$/);
    }
  });
});
