/**
 * Who a realtime subscriber is: the verified JWT of the socket's apikey, replaced by the
 * channel's access_token (a user's session) when it sends one. Same rules as REST requests.
 */
import { authenticate, type RequestAuth } from '../requestAuth';

export class TokenError extends Error {}

export async function verifySubscriberToken(token: string): Promise<RequestAuth> {
  try {
    return await authenticate(new Headers({ authorization: `Bearer ${token}` }));
  } catch (error) {
    // AuthError carries PostgREST's wording ("JWT expired", "Invalid JWT"); a token with
    // characters no header may hold makes Headers throw a TypeError: also not a valid JWT.
    const message = error instanceof Error && !(error instanceof TypeError) ? error.message : '';
    throw new TokenError(message || 'The token provided is not a valid JWT');
  }
}

/** Publishable keys (`sb_…`) stand for the socket's apikey, as on hosted Realtime. */
export function isPublishableKey(token: string): boolean {
  return token.startsWith('sb_');
}

/** Subscribers with equal keys see exactly the same rows, so one visibility check serves all. */
export function authKey(auth: Pick<RequestAuth, 'role' | 'claims'>): string {
  return `${auth.role}:${JSON.stringify(auth.claims)}`;
}
