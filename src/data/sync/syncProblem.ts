/** Turns a failure during sync into a problem the UI can explain (the shell and /network-help word it). */
import { SourceError } from './source';
import type { SyncProblem } from './syncAtoms';

const STORAGE_BLOCKED = new Set([
  'DatabaseClosedError',
  'OpenFailedError',
  'InvalidStateError',
  'MissingAPIError',
  'SecurityError',
  'VersionError',
  'UnknownError',
]);

function nameOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

export function classifySyncError(error: unknown): SyncProblem {
  if (error instanceof SourceError) return error.offline ? 'offline' : 'server';
  // Dexie keeps the browser's original error as `inner`.
  const inner =
    typeof error === 'object' && error !== null && 'inner' in error ? error.inner : null;
  const names = [nameOf(error), nameOf(inner)];
  if (names.includes('QuotaExceededError')) return 'storage-full';
  if (names.some((n) => STORAGE_BLOCKED.has(n))) return 'storage-blocked';
  // A lazily loaded chunk (supabase-js) that could not be fetched.
  if (error instanceof TypeError) return 'offline';
  return 'server';
}
