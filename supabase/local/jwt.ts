/** HS256 JWTs as GoTrue issues them and PostgREST/Realtime verify them. */
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { JWT_SECRET } from './config';

const key = new TextEncoder().encode(JWT_SECRET);

export type Claims = JWTPayload & { role?: string; [claim: string]: unknown };

export async function signJwt(claims: Claims, expiresInSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(key);
}

/** Verifies signature (HS256 only: `alg: none` and other algorithms are refused) and expiry. */
export async function verifyJwt(token: string): Promise<Claims> {
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
  return payload as Claims;
}
