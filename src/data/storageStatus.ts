/**
 * What went wrong with on-device storage, as state the UI shows in plain language. Saved items
 * and the outbox report every storage failure here instead of logging it, so a veteran whose
 * phone is full learns why a save did not stick.
 */
import { atom } from 'jotai';
import { appStore } from './store';
import { t } from './words';

export type StorageProblemKind = 'full' | 'blocked' | 'notPersistent' | 'failed';

export interface StorageProblem {
  kind: StorageProblemKind;
  message: string;
}

/** Each problem's words, by their message ids. */
const PROBLEM_MESSAGES: Record<StorageProblemKind, string> = {
  full: 'data.storage.full',
  blocked: 'data.storage.blocked',
  notPersistent: 'data.storage.notPersistent',
  failed: 'data.storage.failed',
};

/** A problem's sentence in the page's language, as it is reported. */
export function storageProblemMessage(kind: StorageProblemKind): string {
  return t(PROBLEM_MESSAGES[kind]);
}

/** The latest storage problem, or null when storage works. The UI may set it to null to dismiss. */
export const storageProblemAtom = atom<StorageProblem | null>(null);

// Names from IndexedDB and Dexie that mean "this browser will not store anything for us".
const BLOCKED_NAMES = new Set([
  'MissingAPIError',
  'OpenFailedError',
  'DatabaseClosedError',
  'InvalidStateError',
  'SecurityError',
  'VersionError',
]);

/** Dexie wraps the browser's error (an aborted transaction carries the quota error inside). */
function errorNames(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { name, inner } = current as { name?: unknown; inner?: unknown };
    if (typeof name === 'string') names.push(name);
    current = inner;
  }
  return names;
}

export function classifyStorageError(error: unknown): StorageProblemKind {
  const names = errorNames(error);
  if (names.includes('QuotaExceededError')) return 'full';
  if (names.some((name) => BLOCKED_NAMES.has(name))) return 'blocked';
  return 'failed';
}

/** Records a storage failure for the UI and returns it, so callers can hand it back as a value. */
export function reportStorageProblem(
  error: unknown,
  store: typeof appStore = appStore,
): StorageProblem {
  const kind = classifyStorageError(error);
  const problem = { kind, message: storageProblemMessage(kind) };
  store.set(storageProblemAtom, problem);
  return problem;
}

export function reportNotPersistent(store: typeof appStore = appStore): void {
  store.set(storageProblemAtom, {
    kind: 'notPersistent',
    message: storageProblemMessage('notPersistent'),
  });
}

/** A write worked again: a full or failed store is no longer a problem worth showing. */
export function clearWriteProblem(store: typeof appStore = appStore): void {
  const current = store.get(storageProblemAtom);
  if (current && current.kind !== 'notPersistent') store.set(storageProblemAtom, null);
}

/** Runs a read for a live query; a failure becomes a problem on screen and the fallback value. */
export async function readOrReport<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    reportStorageProblem(error);
    return fallback;
  }
}
