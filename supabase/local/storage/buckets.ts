/**
 * `/storage/v1/bucket`: list, get, create, update, empty, delete, each as the caller (RLS on
 * storage.buckets; the service role bypasses it, as on hosted Storage).
 */
import { Hono } from 'hono';
import type { RequestAuth } from '../requestAuth';
import {
  asCaller,
  findBucket,
  MAX_UPLOAD_BYTES,
  ownerOf,
  type Bucket,
  type StorageContext,
} from './context';
import { badRequest, notFound, StorageError } from './errors';
import { checkBucketId } from './keys';

type Env = { Variables: { auth: RequestAuth } };
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** A size limit as supabase-js passes it: bytes, or a string such as "5MB"; null clears it. */
function sizeLimit(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  let bytes = NaN;
  if (typeof value === 'number') bytes = value;
  else if (typeof value === 'string') {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
    if (m) bytes = Number(m[1]) * (UNITS[(m[2] ?? 'b').toLowerCase()] ?? 1);
  }
  if (!Number.isFinite(bytes) || bytes <= 0 || bytes > MAX_UPLOAD_BYTES) {
    throw badRequest(`file_size_limit must be a size from 1 byte to ${MAX_UPLOAD_BYTES} bytes`);
  }
  return Math.floor(bytes);
}

function mimeTypes(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (
    !Array.isArray(value) ||
    value.some((t) => typeof t !== 'string' || !/^[\w.+-]+\/([\w.+-]+|\*)$/.test(t))
  ) {
    throw badRequest('allowed_mime_types must be a list such as ["image/png", "image/*"]');
  }
  return value as string[];
}

const SELECT = `select id, name, owner, public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, created_at, updated_at from storage.buckets`;

export function createBucketRoutes(s: StorageContext) {
  const app = new Hono<Env>();

  app.get('/', async (c) => {
    const rows = await asCaller(
      s,
      c.get('auth'),
      'GET',
      async (tx) => (await tx.query<Bucket>(`${SELECT} order by name`)).rows,
    );
    return c.json(rows.map((b) => ({ ...b, type: 'STANDARD' })));
  });

  app.get('/:id', async (c) => {
    const id = checkBucketId(c.req.param('id'));
    const rows = await asCaller(
      s,
      c.get('auth'),
      'GET',
      async (tx) => (await tx.query<Bucket>(`${SELECT} where id = $1`, [id])).rows,
    );
    if (!rows[0]) throw notFound('Bucket');
    return c.json({ ...rows[0], type: 'STANDARD' });
  });

  app.post('/', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    if (!isObject(body)) throw badRequest('The body must be a JSON object');
    const id = checkBucketId(body.id ?? body.name);
    const name = checkBucketId(body.name ?? id);
    await asCaller(s, c.get('auth'), 'POST', (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3::uuid, $3::uuid::text, $4, $5, $6)`,
        [
          id,
          name,
          ownerOf(c.get('auth')),
          body.public === true,
          sizeLimit(body.file_size_limit),
          mimeTypes(body.allowed_mime_types),
        ],
      ),
    );
    return c.json({ name });
  });

  app.put('/:id', async (c) => {
    const id = checkBucketId(c.req.param('id'));
    const body: unknown = await c.req.json().catch(() => null);
    if (!isObject(body)) throw badRequest('The body must be a JSON object');
    const updated = await asCaller(
      s,
      c.get('auth'),
      'PUT',
      async (tx) =>
        (
          await tx.query(
            `update storage.buckets set public = $2, file_size_limit = $3, allowed_mime_types = $4,
                  updated_at = now() where id = $1 returning id`,
            [
              id,
              body.public === true,
              sizeLimit(body.file_size_limit),
              mimeTypes(body.allowed_mime_types),
            ],
          )
        ).rows,
    );
    if (updated.length === 0) throw notFound('Bucket');
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/:id/empty', async (c) => {
    const id = checkBucketId(c.req.param('id'));
    if (!(await findBucket(s, id))) throw notFound('Bucket');
    const rows = await asCaller(
      s,
      c.get('auth'),
      'DELETE',
      async (tx) =>
        (
          await tx.query<{ version: string }>(
            'delete from storage.objects where bucket_id = $1 returning version',
            [id],
          )
        ).rows,
    );
    await s.blobs.remove(rows.map((r) => r.version));
    return c.json({ message: 'Successfully emptied' });
  });

  app.delete('/:id', async (c) => {
    const id = checkBucketId(c.req.param('id'));
    const { rows } = await s.db.query(
      'select 1 from storage.objects where bucket_id = $1 limit 1',
      [id],
    );
    if (rows.length > 0) {
      throw new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
    }
    const deleted = await asCaller(
      s,
      c.get('auth'),
      'DELETE',
      async (tx) =>
        (await tx.query('delete from storage.buckets where id = $1 returning id', [id])).rows,
    );
    if (deleted.length === 0) throw notFound('Bucket');
    return c.json({ message: 'Successfully deleted' });
  });

  return app;
}
