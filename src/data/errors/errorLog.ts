/**
 * The device's own record of errors, in localStorage: it must work when the error is the
 * database itself, and it needs no chunk beyond the first page's. Each entry notes whether it
 * reached the outbox; the data layer queues what has not (flushErrorLog). At most 20 reports a
 * day per device are recorded; past that the person still gets a reference, nothing is kept.
 */
import { deviceId } from '../deviceId';
import { buildErrorReport, makeReference, type ErrorFacts, type ErrorReport } from './errorReport';

export const ERROR_LOG_KEY = 'vethub.errorLog';
export const MAX_REPORTS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LoggedError {
  report: ErrorReport;
  queued: boolean;
}

export function readErrorLog(storage: Storage = window.localStorage): LoggedError[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ERROR_LOG_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as LoggedError[]) : [];
  } catch {
    return [];
  }
}

function writeErrorLog(entries: LoggedError[], storage: Storage): void {
  try {
    storage.setItem(ERROR_LOG_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: the reference is still shown; nothing more can be kept.
  }
}

export type RecordedError = { reference: string; report: ErrorReport | null };

/** Records an error on the device; `report` is null when today's limit is reached. */
export function recordError(
  facts: Omit<ErrorFacts, 'deviceId' | 'now'>,
  storage: Storage = window.localStorage,
  now = new Date(),
): RecordedError {
  const reference = makeReference();
  const log = readErrorLog(storage).filter(
    (e) => now.getTime() - Date.parse(e.report.occurred_at) < DAY_MS,
  );
  if (log.length >= MAX_REPORTS_PER_DAY) return { reference, report: null };
  const report = buildErrorReport({ ...facts, deviceId: deviceId(storage), now }, reference);
  writeErrorLog([...log, { report, queued: false }], storage);
  return { reference, report };
}

/** Notes that these reports are in the outbox, so they are never queued twice. */
export function markQueued(references: readonly string[], storage: Storage = window.localStorage) {
  const done = new Set(references);
  writeErrorLog(
    readErrorLog(storage).map((e) => (done.has(e.report.reference) ? { ...e, queued: true } : e)),
    storage,
  );
}
