/**
 * In-memory sliding-window counters for failed sign-ins and code checks: slowdowns per account
 * and per client address that never lock the owner out, and a per-code limit that burns a code
 * after five wrong tries. Memory only: a restart clears them, which is acceptable for a local,
 * single-process stack.
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

  count(key: string): number {
    return this.recent(key).length;
  }

  /** Takes back the newest entry (an attempt that turned out to be the owner's). */
  forgive(key: string): void {
    const kept = this.recent(key);
    kept.pop();
    if (!kept.length) this.hits.delete(key);
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

export const FIVE_MINUTES = 5 * 60 * 1000;

/** config.toml's `[auth.rate_limit] sign_in_sign_ups`: per client address, per 5 minutes. */
export const SIGN_UPS_PER_ADDRESS = 30;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Attempts from one client address across accounts. Many people share an address (a kiosk at a
 * veteran centre, a library, a phone carrier's NAT), so this never locks anyone out: past
 * `free` unsuccessful attempts in the window, each attempt waits its turn — one at a time, each
 * `STEP_MS` longer than the last, at most `MAX_DELAY_MS` — and only when the line is over
 * `MAX_WAIT_MS` long is it answered 429. Guessing across accounts slows to one try every few
 * seconds; the owner still gets in. Attempts count when they start (a burst is slowed too) and
 * a success takes its own back.
 */
export class AddressSlowdown {
  static readonly STEP_MS = 200;
  static readonly MAX_DELAY_MS = 3000;
  static readonly MAX_WAIT_MS = 10_000;
  private readonly attempts: FailureWindow;
  private readonly nextTurn = new Map<string, number>();

  constructor(readonly free: number) {
    this.attempts = new FailureWindow(free, FIVE_MINUTES);
  }

  private delayMs(address: string): number {
    const over = this.attempts.count(address) - this.free;
    if (over < 0) return 0;
    return Math.min(AddressSlowdown.MAX_DELAY_MS, (over + 1) * AddressSlowdown.STEP_MS);
  }

  async admit(address: string): Promise<void> {
    const delay = this.delayMs(address);
    const now = Date.now();
    const turn = delay && Math.max(now, this.nextTurn.get(address) ?? 0) + delay;
    if (turn - now > AddressSlowdown.MAX_WAIT_MS) {
      throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
    }
    this.attempts.record(address);
    if (!delay) return;
    this.nextTurn.set(address, turn);
    if (this.nextTurn.size > 10_000) this.nextTurn.delete(this.nextTurn.keys().next().value ?? '');
    await sleep(turn - now);
  }

  succeed(address: string): void {
    this.attempts.forgive(address);
  }

  /** Forgets the key's attempts and its line. */
  clear(key: string): void {
    this.attempts.clear(key);
    this.nextTurn.delete(key);
  }
}

/**
 * Password sign-ins. Per account and per client address alike, guesses slow down (one at a
 * time, each waiting longer), and nobody is locked out: a stranger's wrong passwords used to
 * lock the owner out for 5 minutes, as often as the stranger liked. The owner who knows the
 * password gets in after at most a few seconds' wait, and their sign-in (or a completed password
 * reset) clears the account's line. Only a line over `MAX_WAIT_MS` long is answered 429.
 */
export class SignInLimiter {
  readonly perAccount = new AddressSlowdown(5);
  readonly perAddress = new AddressSlowdown(100);

  async check(email: string, address: string): Promise<void> {
    await this.perAccount.admit(email.toLowerCase());
    await this.perAddress.admit(address);
  }

  /** A sign-in or a completed password reset: the account's line is cleared. */
  succeed(email: string, address?: string): void {
    this.perAccount.clear(email.toLowerCase());
    if (address) this.perAddress.succeed(address);
  }
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Checks of codes and tokens (verify, OTP, refresh). Five wrong codes for one address book end
 * that code (the caller burns it), so a 6-digit code cannot be brute-forced; the owner asks
 * for a new one. Per client address, checks slow down as in sign-in. The answer never depends on
 * whether the account exists: the count is kept per address typed, not per user found.
 */
export class CodeCheckLimiter {
  readonly perAccount = new FailureWindow(5, FIFTEEN_MINUTES);
  readonly perAddress = new AddressSlowdown(100);

  async check(address: string, account?: string): Promise<void> {
    if (account !== undefined && this.perAccount.isBlocked(account)) {
      throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
    }
    await this.perAddress.admit(address);
  }

  /** Records a wrong code; true when the account's code must now be burned. */
  fail(account?: string): boolean {
    if (account === undefined) return false;
    this.perAccount.record(account);
    return this.perAccount.isBlocked(account);
  }

  succeed(address: string, account?: string): void {
    this.perAddress.succeed(address);
    if (account !== undefined) this.perAccount.clear(account);
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
