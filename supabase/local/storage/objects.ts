/**
 * Object rows in storage.objects, each change made as the caller so the project's RLS policies
 * decide, and the bytes kept in the BlobStore under the row's version.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Tx } from '../db';
import type { RequestAuth } from '../requestAuth';
import { asCaller, findBucket, MAX_UPLOAD_BYTES, ownerOf, type StorageContext } from './context';
import { notFound, StorageError, tooLarge } from './errors';
import { mimeAllowed } from './keys';

type Auth = Pick<RequestAuth, 'role' | 'claims'>;

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string | null;
}

export interface Upload {
  bucket: string;
  name: string;
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  upsert: boolean;
  userMetadata: Record<string, unknown> | null;
}

const COLUMNS = `id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at,
  last_accessed_at`;

/** Checks the bucket's limits; throws Storage's 404/413/415. */
export async function checkLimits(s: StorageContext, bucketId: string, size: number, type: string) {
  const bucket = await findBucket(s, bucketId);
  if (!bucket) throw notFound('Bucket');
  if (size > (bucket.file_size_limit ?? MAX_UPLOAD_BYTES) || size > MAX_UPLOAD_BYTES) {
    throw tooLarge();
  }
  if (!mimeAllowed(type, bucket.allowed_mime_types)) {
    throw new StorageError(415, 'invalid_mime_type', `mime type ${type} is not supported`);
  }
}

async function insertRow(tx: Tx, u: Upload, owner: string | null, version: string) {
  const metadata = {
    eTag: `"${createHash('md5').update(u.bytes).digest('hex')}"`,
    size: u.bytes.byteLength,
    mimetype: u.contentType,
    cacheControl: u.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: u.bytes.byteLength,
    httpStatusCode: 200,
  };
  const conflict = u.upsert
    ? `on conflict (bucket_id, name) do update set version = excluded.version,
         metadata = excluded.metadata, user_metadata = excluded.user_metadata,
         owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()`
    : '';
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3::uuid, $3::uuid::text, $4, $5, $6) ${conflict} returning id`,
    [u.bucket, u.name, owner, version, JSON.stringify(metadata), JSON.stringify(u.userMetadata)],
  );
  return rows[0]?.id ?? '';
}

/** Stores the bytes, then the row as the caller; the replaced version's file goes after commit. */
export async function upload(s: StorageContext, auth: Auth, u: Upload, owner = ownerOf(auth)) {
  await checkLimits(s, u.bucket, u.bytes.byteLength, u.contentType);
  const old = u.upsert
    ? await s.db.query<{ version: string }>(
        'select version from storage.objects where bucket_id = $1 and name = $2',
        [u.bucket, u.name],
      )
    : { rows: [] };
  const version = randomUUID();
  await s.blobs.write(version, u.bytes);
  try {
    const id = await asCaller(s, auth, 'POST', (tx) => insertRow(tx, u, owner, version));
    await s.blobs.remove(old.rows.map((r) => r.version));
    return { Id: id, Key: `${u.bucket}/${u.name}` };
  } catch (error) {
    await s.blobs.remove([version]);
    throw error;
  }
}

/** Whether the caller could upload there (signed upload URLs are checked when made). */
export async function checkCanUpload(s: StorageContext, auth: Auth, u: Omit<Upload, 'bytes'>) {
  const rollback = new Error('rollback');
  try {
    await asCaller(s, auth, 'POST', async (tx) => {
      await insertRow(tx, { ...u, bytes: new Uint8Array() }, ownerOf(auth), randomUUID());
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
}

/** The row as the caller may see it (RLS select), or 404. */
export async function findObject(s: StorageContext, auth: Auth, bucket: string, name: string) {
  const rows = await asCaller(
    s,
    auth,
    'GET',
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          `select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
          [bucket, name],
        )
      ).rows,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The row read by the platform (public buckets, signed URLs), or 404. */
export async function findObjectAsPlatform(s: StorageContext, bucket: string, name: string) {
  const { rows } = await s.db.query<ObjectRow>(
    `select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function readBytes(s: StorageContext, row: ObjectRow): Promise<Buffer> {
  const bytes = await s.blobs.read(row.version);
  if (!bytes) throw notFound();
  return bytes;
}

export interface Transfer {
  bucketId: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
}

export async function move(s: StorageContext, auth: Auth, t: Transfer) {
  const moved = await asCaller(
    s,
    auth,
    'POST',
    async (tx) =>
      (
        await tx.query(
          `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
          where bucket_id = $1 and name = $2 returning id`,
          [t.bucketId, t.sourceKey, t.destinationBucket, t.destinationKey],
        )
      ).rows,
  );
  if (moved.length === 0) throw notFound();
}

export async function copy(s: StorageContext, auth: Auth, t: Transfer) {
  const source = await findObject(s, auth, t.bucketId, t.sourceKey);
  const meta = source.metadata ?? {};
  const size = Number(meta.size ?? 0);
  await checkLimits(s, t.destinationBucket, size, String(meta.mimetype ?? ''));
  const version = randomUUID();
  await s.blobs.copy(source.version, version).catch(() => {
    throw notFound();
  });
  try {
    const id = await asCaller(s, auth, 'POST', async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
         values ($1, $2, $3::uuid, $3::uuid::text, $4, $5, $6) returning id`,
        [
          t.destinationBucket,
          t.destinationKey,
          ownerOf(auth),
          version,
          JSON.stringify(meta),
          JSON.stringify(source.user_metadata),
        ],
      );
      return rows[0]?.id ?? '';
    });
    return { Id: id, Key: `${t.destinationBucket}/${t.destinationKey}` };
  } catch (error) {
    await s.blobs.remove([version]);
    throw error;
  }
}

/** Deletes what the caller may delete among the names; returns the deleted rows. */
export async function remove(s: StorageContext, auth: Auth, bucket: string, names: string[]) {
  const rows = await asCaller(
    s,
    auth,
    'DELETE',
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning ${COLUMNS}`,
          [bucket, names],
        )
      ).rows,
  );
  await s.blobs.remove(rows.map((r) => r.version));
  return rows;
}
