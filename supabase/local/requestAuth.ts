/**
 * Who is calling: the JWT in `Authorization: Bearer` (or the `apikey` alone), verified, and its
 * role. Then `asRole` runs a request the way PostgREST does: one transaction with the role and
 * claims set locally, so row-level security applies for real.
 */
import type { Db, TransactionOptions, Tx } from './db';
import { verifyJwt, type Claims } from './jwt';
import { roleTimeouts } from './roleTimeouts';

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
  return db.transaction(
    async (tx) => {
      await setRequestAuth(tx, auth, request);
      return fn(tx);
    },
    { ...limits, readOnly },
  );
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
  await tx.query(
    `select set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claim.role', $1, true),
            set_config('request.method', $4, true),
            set_config('request.path', $5, true),
            set_config('request.headers', $6, true)`,
    [
      auth.role,
      JSON.stringify(auth.claims),
      typeof auth.claims.sub === 'string' ? auth.claims.sub : '',
      request.method,
      request.path,
      JSON.stringify(request.headers),
    ],
  );
}
