/**
 * PKCE flow state (auth.flow_state): created when a flow starts with a code_challenge, given a
 * user when the person finishes it (Google consent, recovery link), and swapped once for a
 * session at grant_type=pkce by whoever holds the code_verifier.
 */
import { randomUUID } from 'node:crypto';
import type { StackContext } from '../context';
import { badRequest, notFound } from './errors';
import { issueSession, type ClientInfo, type SignInMethod } from './sessions';
import { s256 } from './tokens';
import { findUserById, type Queryable } from './users';
import type { Json } from './userJson';

/** How long an issued auth code can be exchanged (GoTrue's default flow-state expiry). */
const AUTH_CODE_TTL_MS = 5 * 60 * 1000;

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

/** Both or neither of code_challenge and code_challenge_method; neither means the implicit flow. */
export function pkceParams(
  challenge: string | null | undefined,
  method: string | null | undefined,
): PkceParams | null {
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw badRequest(
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    );
  }
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') {
    throw badRequest('validation_failed', 'code challenge method not supported');
  }
  // RFC 7636: 43 to 128 characters from the unreserved set.
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method: normalized };
}

export async function createFlowState(
  q: Queryable,
  pkce: PkceParams,
  flow: { providerType: string; authMethod: SignInMethod; userId: string | null },
): Promise<{ id: string; authCode: string }> {
  const authCode = randomUUID();
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.flow_state (user_id, auth_code, code_challenge, code_challenge_method,
            provider_type, authentication_method)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [flow.userId, authCode, pkce.challenge, pkce.method, flow.providerType, flow.authMethod],
  );
  return { id: (rows[0] as { id: string }).id, authCode };
}

/** The person finished the flow: the code may now be exchanged (for a few minutes). */
export async function issueAuthCode(
  q: Queryable,
  flowStateId: string,
  userId: string,
): Promise<string | undefined> {
  const { rows } = await q.query<{ auth_code: string }>(
    `update auth.flow_state set user_id = $2, auth_code_issued_at = now(), updated_at = now()
      where id = $1 returning auth_code`,
    [flowStateId, userId],
  );
  return rows[0]?.auth_code;
}

/** The newest unfinished flow of a kind for a user (recovery links carry no flow id). */
export async function latestFlowState(
  q: Queryable,
  userId: string,
  authMethod: SignInMethod,
): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `select id from auth.flow_state
      where user_id = $1 and authentication_method = $2
      order by created_at desc limit 1`,
    [userId, authMethod],
  );
  return rows[0]?.id;
}

interface FlowRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  auth_code_issued_at: Date | null;
}

/** grant_type=pkce */
export async function exchangeAuthCode(
  q: Queryable,
  ctx: StackContext,
  authCode: string,
  verifier: string,
  client: ClientInfo,
): Promise<Json> {
  const { rows } = await q.query<FlowRow>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method,
            auth_code_issued_at
       from auth.flow_state where auth_code = $1 for update`,
    [authCode],
  );
  const flow = rows[0];
  if (!flow?.user_id || !flow.auth_code_issued_at) {
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (Date.now() - +new Date(flow.auth_code_issued_at) > AUTH_CODE_TTL_MS) {
    throw badRequest('flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const expected = flow.code_challenge_method === 'plain' ? verifier : s256(verifier);
  if (expected !== flow.code_challenge) {
    throw badRequest(
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  const user = await findUserById(q, flow.user_id);
  if (!user) throw notFound('user_not_found', 'User not found');
  await q.query(`delete from auth.flow_state where id = $1`, [flow.id]);
  return issueSession(q, ctx, user, flow.authentication_method as SignInMethod, client);
}
