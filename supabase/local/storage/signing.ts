/**
 * Signed URL tokens as hosted Storage makes them: a JWT signed with the project's secret whose
 * `url` claim is `<bucket>/<name>`; a signed upload token also carries the owner and upsert.
 */
import { signJwt, verifyJwt, type Claims } from '../jwt';
import { StorageError } from './errors';

export const signToken = (claims: Claims, seconds: number) => signJwt(claims, seconds);

/** The token's claims when it is valid for exactly this object; 400 otherwise. */
export async function signedTarget(token: string | undefined, url: string): Promise<Claims> {
  if (!token) throw new StorageError(400, 'InvalidJWT', 'Missing token');
  let claims: Claims;
  try {
    claims = await verifyJwt(token);
  } catch (error) {
    const expired = /exp/i.test((error as Error).message);
    throw new StorageError(400, 'InvalidJWT', expired ? 'jwt expired' : 'invalid signature');
  }
  if (claims.url !== url)
    throw new StorageError(400, 'InvalidSignature', 'The URL is not signed for this object');
  return claims;
}
