/** Reading what a client sent: the JSON body, its address, its bearer token, its redirect. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { socketAddress } from '../clientAddress';
import type { StackContext } from '../context';
import { verifyJwt, type Claims } from '../jwt';
import { AuthApiError, badRequest, forbidden } from './errors';
import type { ClientInfo } from './sessions';
import { sessionExists } from './sessions';
import { findUserById, isUuid } from './users';
import type { UserRow } from './userJson';

/** Parses and checks a JSON body; like GoTrue, anything malformed is 400 bad_json. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim()) {
    let hasNul = false;
    try {
      // Postgres text cannot hold NUL, so such a body could never be stored: refuse it here.
      value = JSON.parse(text, (key, v: unknown) => {
        if (key.includes('\0') || (typeof v === 'string' && v.includes('\0'))) hasNul = true;
        return v;
      });
    } catch (error) {
      throw badRequest(
        'bad_json',
        `Could not parse request body as JSON: ${(error as Error).message}`,
      );
    }
    if (hasNul) throw badRequest('bad_json', 'Could not parse request body as JSON: NUL character');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw badRequest('bad_json', `Could not parse request body as JSON: ${where}${issue?.message}`);
  }
  return parsed.data;
}

export function clientInfo(c: Context): ClientInfo {
  return { ip: socketAddress(c) ?? 'unknown', userAgent: c.req.header('user-agent') ?? '' };
}

export interface CurrentUser {
  user: UserRow;
  claims: Claims;
  sessionId: string | undefined;
}

export function bearerToken(c: Context): string {
  const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) {
    throw new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  return token;
}

export async function verifiedClaims(c: Context): Promise<Claims> {
  try {
    return await verifyJwt(bearerToken(c));
  } catch (error) {
    if (error instanceof AuthApiError) throw error;
    const reason = /exp/i.test((error as Error).message)
      ? 'token is expired'
      : 'signature is invalid';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

/** The signed-in user behind the bearer token, with GoTrue's 401/403 answers when there is none. */
export async function requireUser(c: Context, ctx: StackContext): Promise<CurrentUser> {
  const claims = await verifiedClaims(c);
  if (!isUuid(claims.sub)) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = claims.session_id;
  if (sessionId !== undefined && sessionId !== null) {
    if (!isUuid(sessionId) || !(await sessionExists(ctx.db, sessionId))) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  return { user, claims, sessionId: sessionId as string | undefined };
}

/**
 * Where a link may send someone back to: the app's own origin, or a localhost / 127.0.0.1
 * address (any port) for local development. Anything else falls back to the site URL, as
 * GoTrue does with redirect targets outside its allow list.
 */
export function allowedRedirect(ctx: StackContext, requested: string | undefined | null): string {
  if (!requested) return ctx.siteUrl;
  try {
    const url = new URL(requested);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    const http = url.protocol === 'http:' || url.protocol === 'https:';
    if (http && (local || url.origin === new URL(ctx.siteUrl).origin)) return url.toString();
  } catch {
    // Not a URL: use the site URL.
  }
  return ctx.siteUrl;
}

/** Appends values to the query (PKCE code) or the fragment (tokens) of a redirect target. */
export function withParams(target: string, where: 'query' | 'fragment', params: Json): string {
  const url = new URL(target);
  const values = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) values.set(key, String(value));
  }
  if (where === 'query') {
    for (const [key, value] of values) url.searchParams.set(key, value);
    return url.toString();
  }
  url.hash = values.toString();
  return url.toString();
}

type Json = Record<string, unknown>;
