/**
 * Reading uploads and writing downloads: the multipart form supabase-js sends for Blobs and
 * Files, or a raw body with its content type; and the headers a download carries.
 */
import type { Context } from 'hono';
import { badRequest } from './errors';
import type { ObjectRow } from './objects';

export interface UploadBody {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function parseMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // fall through to the refusal below
  }
  throw badRequest('metadata must be a JSON object');
}

const maxAge = (value: string | null | undefined, fallback = 'max-age=3600') =>
  !value ? fallback : /^\d+$/.test(value) ? `max-age=${value}` : value;

export async function readUpload(c: Context): Promise<UploadBody> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await c.req.formData().catch(() => {
      throw badRequest('The multipart body could not be read');
    });
    const file = [...form.values()].find((v): v is File => typeof v !== 'string');
    if (!file) throw badRequest('The form has no file');
    const cache = form.get('cacheControl');
    const meta = form.get('metadata');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type || 'application/octet-stream',
      cacheControl: maxAge(typeof cache === 'string' ? cache : null),
      userMetadata: parseMetadata(typeof meta === 'string' ? meta : null),
    };
  }
  const header = c.req.header('x-metadata');
  let metaText: string | null = null;
  if (header) metaText = Buffer.from(header, 'base64').toString('utf8');
  return {
    bytes: new Uint8Array(await c.req.arrayBuffer()),
    contentType: type || 'text/plain;charset=UTF-8',
    cacheControl: maxAge(c.req.header('cache-control')),
    userMetadata: parseMetadata(metaText),
  };
}

export function sendObject(c: Context, row: ObjectRow, bytes: Uint8Array, type?: string) {
  const meta = row.metadata ?? {};
  const headers: Record<string, string> = {
    'content-type': type ?? String(meta.mimetype ?? 'application/octet-stream'),
    'content-length': String(bytes.byteLength),
    'cache-control': String(meta.cacheControl ?? 'max-age=3600'),
    etag: String(meta.eTag ?? ''),
    'last-modified': new Date(row.updated_at).toUTCString(),
    // Uploaded bytes are served as the type they were declared, never as what a browser guesses:
    // a "picture" that is really HTML or script stays inert.
    'x-content-type-options': 'nosniff',
  };
  const download = c.req.query('download');
  if (download !== undefined) {
    const file = download || row.name.split('/').pop() || 'download';
    headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(file)}`;
  }
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(bytes), 200, headers);
}

/** `/object/info/…` as supabase-js's `info()` reads it. */
export function objectInfo(row: ObjectRow) {
  const meta = row.metadata ?? {};
  return {
    id: row.id,
    name: row.name,
    bucket_id: row.bucket_id,
    version: row.version,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? {},
    created_at: row.created_at,
    last_modified: row.updated_at,
  };
}
