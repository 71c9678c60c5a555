/** Random secrets and digests used by sessions, one-time links and PKCE. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque refresh token (GoTrue's are short random strings; longer is only safer). */
export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The six-digit code a mail carries next to its link. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** GoTrue's token hash for mail links: hex SHA-224 of the address followed by the code. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
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
