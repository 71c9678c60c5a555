/**
 * In-memory sliding-window counters for failed sign-ins, per email and per client address,
 * answering 429 over_request_rate_limit like GoTrue. Memory only: a restart clears them, which
 * is acceptable for a local, single-process stack.
 */
import { tooManyRequests } from './errors';

export class FailureWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string, now = Date.now()): number[] {
    const kept = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (kept.length) this.hits.set(key, kept);
    else this.hits.delete(key);
    return kept;
  }

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  record(key: string): void {
    const now = Date.now();
    this.hits.set(key, [...this.recent(key, now), now]);
    // Keep the map bounded when many distinct keys are tried.
    if (this.hits.size > 10_000) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

const FIVE_MINUTES = 5 * 60 * 1000;

export class SignInLimiter {
  /** Guessing one account's password: a handful of tries, then wait. */
  readonly perEmail = new FailureWindow(5, FIVE_MINUTES);
  /** One machine trying many accounts; generous because every local client is 127.0.0.1. */
  readonly perAddress = new FailureWindow(100, FIVE_MINUTES);

  check(email: string, address: string): void {
    if (this.perEmail.isBlocked(email.toLowerCase()) || this.perAddress.isBlocked(address)) {
      throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
    }
  }

  fail(email: string, address: string): void {
    this.perEmail.record(email.toLowerCase());
    this.perAddress.record(address);
  }

  /** A sign-in or a completed password reset: the owner's own lock is lifted. */
  succeed(email: string): void {
    this.perEmail.clear(email.toLowerCase());
  }
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Checks of codes and tokens (verify, OTP, refresh). Five wrong codes for one address book end
 * that code (the caller burns it), so a 6-digit code cannot be brute-forced; the owner asks
 * for a new one. Per client address a wider window answers 429. The answer never depends on
 * whether the account exists: the count is kept per address typed, not per user found.
 */
export class CodeCheckLimiter {
  readonly perAccount = new FailureWindow(5, FIFTEEN_MINUTES);
  readonly perAddress = new FailureWindow(100, FIVE_MINUTES);

  check(address: string, account?: string): void {
    const accountBlocked = account !== undefined && this.perAccount.isBlocked(account);
    if (accountBlocked || this.perAddress.isBlocked(address)) {
      throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
    }
  }

  /** Records a wrong code; true when the account's code must now be burned. */
  fail(address: string, account?: string): boolean {
    this.perAddress.record(address);
    if (account === undefined) return false;
    this.perAccount.record(account);
    return this.perAccount.isBlocked(account);
  }

  succeed(account: string): void {
    this.perAccount.clear(account);
  }
}

/**
 * One reset mail a minute per address typed, kept here rather than on the user row so an
 * address without an account gets the same 429 as one with (no probing by timing the 429).
 */
export class MailRequestLimiter {
  private readonly last = new Map<string, number>();

  constructor(readonly intervalMs: number) {}

  /** Milliseconds left to wait, or 0 after recording this request. */
  take(email: string): number {
    const now = Date.now();
    const wait = this.intervalMs - (now - (this.last.get(email) ?? 0));
    if (wait > 0) return wait;
    this.last.set(email, now);
    if (this.last.size > 10_000) {
      const oldest = this.last.keys().next().value;
      if (oldest !== undefined) this.last.delete(oldest);
    }
    return 0;
  }
}
