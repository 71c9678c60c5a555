/**
 * Runs `run` when the main thread is idle, but at most `timeoutMs` later: a page that never goes
 * idle (a busy old phone, an animation) must not hold back what waits here — the session, the
 * data layer and with it offline use.
 */
export function whenIdle(run: () => void, timeoutMs = 3000): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: timeoutMs });
  } else {
    window.setTimeout(run, 200);
  }
}
