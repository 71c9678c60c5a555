/**
 * Sessions, refresh-token rotation and access tokens, the way GoTrue keeps them: one row in
 * auth.sessions per sign-in, a chain of refresh tokens per session (each used once), and a
 * short-lived HS256 access token carrying the claims PostgREST and RLS read.
 */
import { isIP } from 'node:net';
import { ACCESS_TOKEN_TTL_SECONDS } from '../config';
import type { StackContext } from '../context';
import { signJwt } from '../jwt';
import { badRequest } from './errors';
import { newRefreshToken } from './tokens';
import { findUserById, listIdentities, type Queryable } from './users';
import { isBanned, userJson, type Json, type UserRow } from './userJson';

/** How long a just-rotated refresh token may still be presented (two tabs refreshing at once). */
const REUSE_INTERVAL_MS = 10_000;

export type SignInMethod =
  'password' | 'oauth' | 'recovery' | 'otp' | 'email_change' | 'email/signup';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export async function issueSession(
  q: Queryable,
  ctx: StackContext,
  user: UserRow,
  method: SignInMethod,
  client: ClientInfo,
): Promise<Json> {
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.sessions (user_id, aal, ip, user_agent, refreshed_at)
     values ($1, 'aal1', $2::inet, $3, now()) returning id`,
    [user.id, isIP(client.ip) ? client.ip : null, client.userAgent.slice(0, 512)],
  );
  const sessionId = (rows[0] as { id: string }).id;
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)`,
    [sessionId, method],
  );
  const refreshToken = await insertRefreshToken(q, user.id, sessionId, null);
  await q.query(`update auth.users set last_sign_in_at = now() where id = $1`, [user.id]);
  return sessionResponse(q, ctx, user.id, sessionId, refreshToken);
}

async function insertRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`,
    [token, userId, sessionId, parent],
  );
  return token;
}

/** The session JSON supabase-js stores: tokens, expiry and the user. */
export async function sessionResponse(
  q: Queryable,
  ctx: StackContext,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<Json> {
  const user = await findUserById(q, userId);
  if (!user) throw badRequest('user_not_found', 'User not found');
  const identities = await listIdentities(q, userId);
  const { rows: amr } = await q.query<{ method: string; at: Date }>(
    `select authentication_method as method, coalesce(updated_at, created_at) as at
       from auth.mfa_amr_claims where session_id = $1 order by created_at`,
    [sessionId],
  );
  const expiresAt = Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS;
  const accessToken = await signJwt(
    {
      iss: `${ctx.apiUrl}/auth/v1`,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal: 'aal1',
      amr: amr.map((a) => ({ method: a.method, timestamp: Math.floor(+new Date(a.at) / 1000) })),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ACCESS_TOKEN_TTL_SECONDS,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, identities),
  };
}

interface TokenRow {
  id: string;
  token: string;
  user_id: string;
  session_id: string | null;
  revoked: boolean;
  updated_at: Date;
}

/**
 * grant_type=refresh_token: rotate the token, or hand back its successor inside the reuse
 * window. A revoked token presented later means it leaked, so the whole session is ended.
 */
export async function refreshGrant(ctx: StackContext, refreshToken: string): Promise<Json> {
  const result = await ctx.db.transaction((tx) => rotate(tx, ctx, refreshToken));
  if ('session' in result) return result.session;
  // Outside the transaction so the revocation sticks although the request fails.
  await ctx.db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and not revoked`,
    [result.leakedSession],
  );
  throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
}

async function rotate(
  q: Queryable,
  ctx: StackContext,
  refreshToken: string,
): Promise<{ session: Json } | { leakedSession: string }> {
  const { rows } = await q.query<TokenRow>(
    `select t.id, t.token, t.user_id, t.session_id, t.revoked, t.updated_at
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
      where t.token = $1 for update of t`,
    [refreshToken],
  );
  const token = rows[0];
  const user = token?.session_id ? await findUserById(q, token.user_id) : undefined;
  if (!token?.session_id || !user) {
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');

  if (token.revoked) {
    const { rows: children } = await q.query<{ token: string }>(
      `select token from auth.refresh_tokens
        where session_id = $1 and parent = $2 and not revoked order by id desc limit 1`,
      [token.session_id, token.token],
    );
    const child = children[0];
    if (child && Date.now() - +new Date(token.updated_at) < REUSE_INTERVAL_MS) {
      return { session: await sessionResponse(q, ctx, user.id, token.session_id, child.token) };
    }
    return { leakedSession: token.session_id };
  }

  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [
    token.id,
  ]);
  await q.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [
    token.session_id,
  ]);
  const next = await insertRefreshToken(q, user.id, token.session_id, token.token);
  return { session: await sessionResponse(q, ctx, user.id, token.session_id, next) };
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deleting a session deletes its refresh tokens (cascade), so they can never be used again. */
export async function endSessions(
  q: Queryable,
  userId: string,
  sessionId: string | undefined,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'local') {
    if (sessionId) await q.query(`delete from auth.sessions where id = $1`, [sessionId]);
    return;
  }
  if (scope === 'others') {
    await q.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2`, [
      userId,
      sessionId ?? null,
    ]);
    return;
  }
  await q.query(`delete from auth.sessions where user_id = $1`, [userId]);
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await q.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return rows.length > 0;
}
