/**
 * The local stand-in for the hosted pg_cron job: the stack calls deadline-reminders on its timer,
 * with the service role key.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVICE_ROLE_KEY } from '../config';
import { startStack } from '../stack';

const workdir = mkdtempSync(path.join(tmpdir(), 'vethub-reminder-timer-'));
const runs: { authorization: string | null; method: string }[] = [];
(globalThis as { reminderRuns?: typeof runs }).reminderRuns = runs;

afterAll(() => rmSync(workdir, { recursive: true, force: true }));

describe('the reminder timer', () => {
  it('runs deadline-reminders as the service role on its schedule', async () => {
    mkdirSync(path.join(workdir, 'migrations'));
    mkdirSync(path.join(workdir, 'functions', 'deadline-reminders'), { recursive: true });
    writeFileSync(
      path.join(workdir, 'functions', 'deadline-reminders', 'index.ts'),
      `export default (req) => {
        globalThis.reminderRuns.push({ authorization: req.headers.get('authorization'), method: req.method });
        return Response.json({ ok: true });
      };`,
    );
    const stack = await startStack({
      workdir,
      port: 0,
      seed: false,
      reminderEveryMs: 100,
    });
    try {
      await expect.poll(() => runs.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(runs[0]).toEqual({ authorization: `Bearer ${SERVICE_ROLE_KEY}`, method: 'POST' });
    } finally {
      await stack.close();
    }
  });
});
