import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { VetHubDb } from '../../../../src/data/localDb';
import {
  MAX_REPORTS_PER_DAY,
  readErrorLog,
  recordError,
} from '../../../../src/data/errors/errorLog';
import { makeReference, scrub } from '../../../../src/data/errors/errorReport';
import { queueErrorReports } from '../../../../src/data/errors/queueErrorReports';

const facts = (error: unknown) => ({
  kind: 'route' as const,
  error,
  route: '/auth/reset-password?token=abc#access_token=xyz',
  buildId: 'build-1',
  online: true,
});

describe('error reports on the device', () => {
  it('strip addresses, tokens and query strings', () => {
    expect(scrub('Failed for pat.doe@example.com at https://x.test/a?email=p%40q.r#t')).toBe(
      'Failed for [email] at https://x.test/a',
    );
    expect(scrub('Bearer eyJhbGciOiJI.eyJzdWIiOiIx.c2lnbmF0dXJl')).toBe('Bearer [token]');
    expect(scrub('code 0123456789abcdef0123456789abcdef99')).toBe('code [token]');
    const { report } = recordError(facts(new Error('no user pat@example.com')));
    expect(report).toMatchObject({
      route: '/auth/reset-password',
      message: 'no user [email]',
      build_id: 'build-1',
      online: true,
      kind: 'route',
    });
    expect(report?.stack).not.toContain('@example.com');
  });

  it('gives a short reference a person can read out', () => {
    expect(makeReference()).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(makeReference(new Uint8Array([0, 1, 2, 3, 33, 34, 35, 36]))).toBe('0123-Z012');
  });

  it('keeps at most 20 a day; past that the person still gets a reference', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    for (let i = 0; i < MAX_REPORTS_PER_DAY; i++)
      expect(recordError(facts(new Error(`e${i}`)), localStorage, now).report).not.toBeNull();
    const over = recordError(facts(new Error('one more')), localStorage, now);
    expect(over.report).toBeNull();
    expect(over.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(readErrorLog()).toHaveLength(MAX_REPORTS_PER_DAY);
    const nextDay = new Date('2026-11-24T12:00:01Z');
    expect(recordError(facts(new Error('tomorrow')), localStorage, nextDay).report).not.toBeNull();
    expect(readErrorLog()).toHaveLength(1);
  });

  it('go into the outbox once, for error_reports', async () => {
    const db = new VetHubDb(`errors-${crypto.randomUUID()}`);
    const { report } = recordError(facts(new Error('broke')));
    await Promise.all([queueErrorReports(db), queueErrorReports(db)]);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ table: 'error_reports', op: 'insert', state: 'queued' });
    expect(entries[0]?.payload).toMatchObject({ ...report, client_id: entries[0]?.id });
    expect(readErrorLog()[0]?.queued).toBe(true);
    await queueErrorReports(db);
    expect(await db.outbox.count()).toBe(1);
    db.close();
  });
});
