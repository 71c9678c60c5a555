/**
 * Compresses answers when the client asks (Accept-Encoding), as hosted Supabase does: brotli
 * when accepted, else gzip. Hono's own compress middleware has no brotli and skips 206, which
 * PostgREST uses for a page of a longer list (not a byte range), i.e. every paged sync pull.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** Smaller answers gain nothing from compression. */
const THRESHOLD_BYTES = 1024;

export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  const q = (name: string) => accepted.get(name) ?? wildcard;
  if (q('br') > 0 && q('br') >= q('gzip')) return 'br';
  if (q('gzip') > 0) return 'gzip';
  return undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function encode(encoding: 'br' | 'gzip', bytes: Buffer): Promise<Buffer> {
  // Quality 5 / level 6: most of the gain at a cost per answer a loaded laptop can pay.
  return encoding === 'br'
    ? brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzip(bytes, { level: 6 });
}

/**
 * REST, Auth and Functions answers are small, whole JSON documents (the sync's pages are the
 * largest): they are read into memory, so the threshold applies whatever the body type.
 * Storage streams files of any size and is left alone.
 */
export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get('content-type') ?? '';
  if (
    !res.body ||
    c.req.method === 'HEAD' ||
    c.req.path.startsWith('/storage/') ||
    res.headers.has('content-encoding') ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    /no-transform/i.test(res.headers.get('cache-control') ?? '')
  )
    return;
  const headers = new Headers(res.headers);
  const vary = headers.get('vary');
  if (!vary?.toLowerCase().includes('accept-encoding'))
    headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = acceptedEncoding(c.req.header('accept-encoding'));
  const init = { status: res.status, statusText: res.statusText, headers };
  if (!encoding || bytes.length < THRESHOLD_BYTES) {
    c.res = new Response(bytes, init);
    return;
  }
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  c.res = new Response(new Uint8Array(await encode(encoding, bytes)), init);
};
