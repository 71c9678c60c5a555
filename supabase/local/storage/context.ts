/** What the storage routes share: the database, the file store and the caller. */
import type { Db, Tx } from '../db';
import { asRole, type RequestAuth } from '../requestAuth';
import type { BlobStore } from './blobs';
import { fromDatabase } from './errors';

export interface StorageContext {
  db: Db;
  blobs: BlobStore;
}

export interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

/** Hosted Storage's default global upload limit. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Runs fn as the caller (RLS applies); database errors become Storage errors. */
export async function asCaller<T>(
  s: StorageContext,
  auth: Pick<RequestAuth, 'role' | 'claims'>,
  method: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  // Deletes say they come through the Storage API, or the tables' guard refuses them (bootstrap.sql).
  const run: typeof fn =
    method === 'DELETE'
      ? async (tx) => {
          await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
          return fn(tx);
        }
      : fn;
  try {
    return await asRole(s.db, auth, { method, path: '/storage/v1', headers: {} }, run);
  } catch (error) {
    throw fromDatabase(error);
  }
}

/** The bucket as the platform sees it (limits apply whatever the caller may read). */
export async function findBucket(s: StorageContext, id: string): Promise<Bucket | null> {
  const { rows } = await s.db.query<Bucket>(
    `select id, name, owner, public, file_size_limit::float8 as file_size_limit,
            allowed_mime_types, created_at, updated_at
       from storage.buckets where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The caller's user id, when the JWT names one (the owner of what it uploads). */
export function ownerOf(auth: Pick<RequestAuth, 'claims'>): string | null {
  const sub = auth.claims.sub;
  return typeof sub === 'string' && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null;
}
