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

  succeed(email: string): void {
    this.perEmail.clear(email.toLowerCase());
  }
}
