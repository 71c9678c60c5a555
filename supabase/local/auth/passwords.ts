/** Passwords as GoTrue keeps them: bcrypt in auth.users.encrypted_password. */
import bcrypt from 'bcryptjs';
import { badRequest, weakPassword } from './errors';

/** GoTrue's cost (bcrypt.DefaultCost). */
export const PASSWORD_HASH_COST = 10;
/**
 * GoTrue's own test suites hash at bcrypt's least cost (crypto.QuickHashCost); test stacks
 * do the same, since a cost-10 hash is ~90 ms of the stack's CPU for every sign-up and sign-in.
 */
export const QUICK_PASSWORD_HASH_COST = 4;
const MIN_PASSWORD_LENGTH = 6;
/** bcrypt ignores bytes past 72, so GoTrue refuses longer passwords instead of truncating them. */
const MAX_PASSWORD_BYTES = 72;

export function checkPasswordStrength(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw weakPassword();
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', 'Password cannot be longer than 72 characters');
  }
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Compares against the stored hash, or against a throwaway hash of the stack's cost when there
 * is none, so a sign-in for an unknown address takes as long as one with a wrong password.
 */
export async function passwordMatches(
  password: string,
  hash: string | null,
  cost: number,
): Promise<boolean> {
  if (!hash?.startsWith('$2')) {
    let dummy = dummyHashes.get(cost);
    if (!dummy) dummyHashes.set(cost, (dummy = bcrypt.hash('not-a-real-password', cost)));
    await bcrypt.compare(password, await dummy);
    return false;
  }
  return bcrypt.compare(password, hash);
}
