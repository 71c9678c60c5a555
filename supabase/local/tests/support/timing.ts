/** Timing oracles: whether two answers' times tell their cases apart. */
import { expect } from 'vitest';

const median = (xs: readonly number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * How far the medians may differ when both paths do the same work: measured 0.4 ms of 9-12 ms
 * (4 %) for /recover; before its fix, an address without an account was answered 30-45 % sooner.
 */
const TIMING_SLACK = 0.2;

/**
 * Expects the medians of two paths' times (taken side by side, in turn) to be alike: within
 * TIMING_SLACK of the faster, and at least 2 ms, the scheduler's noise on a busy 2-core machine
 * (CI saw 1.4 ms at 6-7 ms medians). The oracles this guards against are tens of milliseconds.
 */
export function expectAlikeInTime(label: string, a: readonly number[], b: readonly number[]) {
  const [ma, mb] = [median(a), median(b)];
  console.info(`${label}: medians ${ma.toFixed(1)} ms and ${mb.toFixed(1)} ms`);
  expect(Math.abs(ma - mb)).toBeLessThanOrEqual(Math.max(2, TIMING_SLACK * Math.min(ma, mb)));
}
