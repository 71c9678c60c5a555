/**
 * Who is calling: the JWT in `Authorization: Bearer` (or the `apikey` alone), verified, and its
 * role. Then `asRole` runs a request the way PostgREST does: one transaction with the role and
 * claims set locally, so row-level security applies for real.
 */
import type { Db, TransactionOptions, Tx } from './db';
import { verifyJwt, type Claims } from './jwt';
import { roleTimeouts } from './roleTimeouts';
import { settingsQuery } from './transactionSettings';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

export interface RequestAuth {
  role: ApiRole;
  claims: Claims;
  token: string;
}

export class AuthError extends Error {
  constructor(
    readonly status: 401 | 403,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function authenticate(headers: Headers): Promise<RequestAuth> {
  const bearer = headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = bearer ?? headers.get('apikey') ?? '';
  if (!token) throw new AuthError(401, 'PGRST301', 'No API key found in request');
  let claims: Claims;
  try {
    claims = await verifyJwt(token);
  } catch (error) {
    const expired = error instanceof Error && /exp/i.test(error.message);
    throw new AuthError(401, 'PGRST301', expired ? 'JWT expired' : 'Invalid JWT');
  }
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!API_ROLES.includes(role)) {
    throw new AuthError(401, 'PGRST301', `Role "${role}" is not allowed`);
  }
  return { role: role as ApiRole, claims, token };
}

export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string>;
}

export async function asRole<T>(
  db: Db,
  auth: Pick<RequestAuth, 'role' | 'claims'>,
  request: RequestInfo,
  fn: (tx: Tx) => Promise<T>,
  /** Narrows the role's limits for this request (REST: a costly query's shorter limit). */
  narrow: (limits: TransactionOptions) => TransactionOptions = (limits) => limits,
): Promise<T> {
  const limits = narrow(await roleTimeouts(db, auth.role));
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  // Role and claims in begin's own round trip: one fewer per request (issue 34's directory p95).
  return db.transaction(fn, { ...limits, readOnly, settings: requestSettings(auth, request) });
}

/** The settings PostgREST gives a request's transaction: its role, claims and request. */
function requestSettings(
  auth: Pick<RequestAuth, 'role' | 'claims'>,
  request: RequestInfo,
): [string, string][] {
  return [
    ['role', auth.role],
    ['request.jwt.claims', JSON.stringify(auth.claims)],
    ['request.jwt.claim.sub', typeof auth.claims.sub === 'string' ? auth.claims.sub : ''],
    ['request.jwt.claim.role', auth.role],
    ['request.method', request.method],
    ['request.path', request.path],
    ['request.headers', JSON.stringify(request.headers)],
  ];
}

/**
 * Sets role and claims for the rest of the transaction. Realtime also calls it to check many
 * subscribers in one transaction, switching identity between checks.
 */
export async function setRequestAuth(
  tx: Tx,
  auth: Pick<RequestAuth, 'role' | 'claims'>,
  request: RequestInfo,
): Promise<void> {
  const { sql, params } = settingsQuery(requestSettings(auth, request));
  await tx.query(sql, params);
}
