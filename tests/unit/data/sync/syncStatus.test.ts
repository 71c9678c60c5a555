// @vitest-environment node
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { SourceError } from '../../../../src/data/sync/source';
import { overallProgress, syncProgressAtom } from '../../../../src/data/sync/syncAtoms';
import { classifySyncError } from '../../../../src/data/sync/syncProblem';

describe('sync problems a visitor is told about', () => {
  it('tells an unreachable server from one that answered with an error', () => {
    expect(classifySyncError(new SourceError('fetch failed', true))).toBe('offline');
    expect(classifySyncError(new SourceError('permission denied', false))).toBe('server');
    expect(classifySyncError(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      'offline',
    );
  });

  it('recognises a full or blocked device storage, also when Dexie wraps the error', () => {
    expect(classifySyncError({ name: 'QuotaExceededError' })).toBe('storage-full');
    expect(classifySyncError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(
      'storage-full',
    );
    expect(classifySyncError({ name: 'OpenFailedError' })).toBe('storage-blocked');
    expect(classifySyncError({ name: 'MissingAPIError' })).toBe('storage-blocked');
  });
});

describe('first download progress', () => {
  it('adds up the tables, with no total until every table has counted', () => {
    const progress = createStore().get(syncProgressAtom);
    expect(overallProgress(progress)).toEqual({ downloaded: 0, total: null, complete: false });
    const counted = Object.fromEntries(
      Object.entries(progress).map(([table, status]) => [
        table,
        { ...status, state: 'complete', downloaded: 10, total: 10 },
      ]),
    ) as typeof progress;
    expect(overallProgress(counted)).toEqual({ downloaded: 60, total: 60, complete: true });
  });
});
