/**
 * Records the error an error page shows, once (StrictMode renders twice; the same error object
 * gives the same reference), and asks the data layer to queue it for error_reports. Returns the
 * short reference to show. Route answers like 404 are not errors of the app: not recorded.
 */
import { useEffect, useState } from 'react';
import { recordError, type RecordedError } from '../../data/errors/errorLog';
import type { ErrorKind } from '../../data/errors/errorReport';

const seen = new WeakMap<object, RecordedError>();
// React renders a failing tree twice, each time with a new error object: the same message on
// the same page within a few seconds is the same error.
const SAME_ERROR_MS = 5000;
let last: { key: string; at: number; recorded: RecordedError } | undefined;

function recordOnce(error: unknown, kind: ErrorKind, route: string): RecordedError {
  const known = typeof error === 'object' && error !== null ? seen.get(error) : undefined;
  if (known) return known;
  const key = `${kind} ${route} ${error instanceof Error ? error.message : String(error)}`;
  const now = Date.now();
  if (last && last.key === key && now - last.at < SAME_ERROR_MS) return last.recorded;
  const recorded = recordError({
    kind,
    error,
    route,
    buildId: __BUILD_ID__,
    online: navigator.onLine,
  });
  if (typeof error === 'object' && error !== null) seen.set(error, recorded);
  last = { key, at: now, recorded };
  return recorded;
}

/** `route`: the page's path (the router's; outside the router, window.location's). */
export function useRecordedError(error: unknown, kind: ErrorKind, route: string): string {
  const [recorded] = useState(() => recordOnce(error, kind, route));
  useEffect(() => {
    if (!recorded.report) return;
    import('../../data/errors/queueErrorReports')
      .then((m) => m.queueErrorReports())
      // Offline before that chunk was cached: the data layer queues it on its next start.
      .catch(() => undefined);
  }, [recorded]);
  return recorded.reference;
}
