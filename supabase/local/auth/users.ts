/** Reading and writing auth.users and auth.identities (as the superuser: GoTrue is trusted). */
import type { Tx } from '../db';
import { badRequest, unprocessable } from './errors';
import { USER_COLUMNS, type IdentityRow, type Json, type UserRow } from './userJson';

export type Queryable = Pick<Tx, 'query'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and deleted_at is null`,
    [email],
  );
  return rows[0];
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0];
}

export async function listIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await q.query<IdentityRow>(
    `select id, user_id, provider, provider_id, identity_data, email, last_sign_in_at,
            created_at, updated_at
       from auth.identities where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

/**
 * Errors the database raises because of what the client sent (a profiles trigger rejecting
 * sign-up metadata, a duplicate address in a race) become 4xx answers; anything else is a bug.
 */
export function mapUserWriteError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === '23505') return unprocessable('user_already_exists', 'User already registered');
  if (typeof code === 'string' && (/^2[23]/.test(code) || code === 'P0001')) {
    return badRequest('validation_failed', `Database error saving new user: ${message}`);
  }
  return error;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  userMetadata: Json;
  appMetadata: Json;
  confirmed: boolean;
}

export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  try {
    const { rows } = await q.query<UserRow>(
      `insert into auth.users (instance_id, aud, role, email, encrypted_password,
              email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2,
               case when $3::boolean then now() end, $4::jsonb, $5::jsonb)
       returning ${USER_COLUMNS}`,
      [
        user.email,
        user.passwordHash,
        user.confirmed,
        JSON.stringify(user.appMetadata),
        JSON.stringify(user.userMetadata),
      ],
    );
    return rows[0] as UserRow;
  } catch (error) {
    throw mapUserWriteError(error);
  }
}

export async function insertIdentity(
  q: Queryable,
  identity: { userId: string; provider: string; providerId: string; data: Json },
): Promise<void> {
  // identities.email is generated from identity_data, as GoTrue's schema has it.
  await q.query(
    `insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at)
     values ($1, $2, $3, $4::jsonb, now())`,
    [identity.userId, identity.provider, identity.providerId, JSON.stringify(identity.data)],
  );
}

/** GoTrue's metadata update: keys are merged at the top level and a null value removes a key. */
export function mergeMetadata(current: Json | null, patch: Json): Json {
  const merged = { ...(current ?? {}), ...patch };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null));
}

export async function setUserMetadata(q: Queryable, userId: string, meta: Json): Promise<void> {
  try {
    await q.query(
      `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`,
      [userId, JSON.stringify(meta)],
    );
  } catch (error) {
    throw mapUserWriteError(error);
  }
}

export async function setAppMetadata(q: Queryable, userId: string, meta: Json): Promise<void> {
  await q.query(
    `update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1`,
    [userId, JSON.stringify(meta)],
  );
}

/** Keeps app_metadata.providers in step with the identities, as GoTrue does after linking. */
export async function refreshProviders(q: Queryable, user: UserRow): Promise<void> {
  const identities = await listIdentities(q, user.id);
  const app = user.raw_app_meta_data ?? {};
  const known = Array.isArray(app.providers) ? app.providers.map(String) : [];
  const providers = [...new Set([...known, ...identities.map((i) => i.provider)])].sort();
  const provider = typeof app.provider === 'string' ? app.provider : (providers[0] ?? 'email');
  await setAppMetadata(q, user.id, { ...app, provider, providers });
}

/** GoTrue's address check (the HTML5 pattern), then trimmed and lower-cased. */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  const pattern =
    /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
  if (!pattern.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}
