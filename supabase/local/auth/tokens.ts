/** Random secrets and digests used by sessions, one-time links and PKCE. */
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** An opaque refresh token (GoTrue's are short random strings; longer is only safer). */
export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The six-digit code a mail carries next to its link. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * This process's key for mail-link hashes. GoTrue hashes the address and code alone (hex
 * SHA-224), so anyone who knows an address could compute the link of every code and guess
 * through the link, past the five-tries limit the code itself keeps (issue 37, finding 2).
 * Keyed, a link cannot be computed; the code typed with its address is checked and counted.
 * A restart forgets the key: codes mailed before it work by link only, as links carry the hash.
 */
const LINK_KEY = randomBytes(32);

/** The hash a mail link carries and auth.users keeps: hex HMAC-SHA-224 of address and code. */
export function tokenHash(email: string, otp: string): string {
  return createHmac('sha224', LINK_KEY)
    .update(email + otp)
    .digest('hex');
}

/** The S256 PKCE transform: base64url(sha256(verifier)) without padding. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** A stable, Google-like numeric subject for a test-mode account, derived from its address. */
export function testModeSubject(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest();
  let digits = '1';
  for (const byte of digest) {
    digits += String(byte % 10);
    if (digits.length === 21) break;
  }
  return digits;
}
