/** Passwords as GoTrue keeps them: bcrypt (cost 10) in auth.users.encrypted_password. */
import bcrypt from 'bcryptjs';
import { badRequest, weakPassword } from './errors';

const BCRYPT_COST = 10;
const MIN_PASSWORD_LENGTH = 6;
/** bcrypt ignores bytes past 72, so GoTrue refuses longer passwords instead of truncating them. */
const MAX_PASSWORD_BYTES = 72;

export function checkPasswordStrength(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw weakPassword();
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', 'Password cannot be longer than 72 characters');
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares against the stored hash, or against a throwaway hash when there is none, so a
 * sign-in for an unknown address takes as long as one with a wrong password.
 */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash?.startsWith('$2')) {
    dummyHash ??= bcrypt.hash('not-a-real-password', BCRYPT_COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}
