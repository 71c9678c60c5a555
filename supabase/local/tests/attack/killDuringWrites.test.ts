/**
 * Issue 18: the stack killed (SIGKILL, no shutdown) in the middle of writes loses nothing it
 * acknowledged. The stack runs as its own process, as `npm start` runs it — on a PGlite data
 * folder, or on the suite's PostgreSQL leg against that database — and is killed three times
 * while four clients insert; after the last restart every row that was answered 201 is there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../config';
import { VETHUB_PROJECT } from '../support/projects';

const KILLS = 3;
const WRITERS = 4;

let child: ChildProcess | undefined;
let dataDir = '';

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));

/** Starts the stack's main.ts on a free port; resolves with its URL once it says ready. */
function startStackProcess(): Promise<string> {
  const databaseUrl = inject('databaseUrl');
  const args = [
    '--import',
    'tsx',
    MAIN,
    '--workdir',
    VETHUB_PROJECT,
    '--port',
    '0',
    '--data',
    dataDir,
  ];
  child = spawn(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready in \d+ ms at (http:\/\/[\d.:]+)/.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    };
    started.stdout?.on('data', onData);
    started.stderr?.on('data', onData);
    started.on('exit', (code) =>
      reject(new Error(`stack exited (${code}): ${output.slice(-2000)}`)),
    );
  });
}

function kill(): Promise<void> {
  const running = child;
  if (!running || running.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.once('exit', () => resolve());
    running.kill('SIGKILL');
  });
}

afterAll(async () => {
  await kill();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the stack killed during writes', () => {
  it(`keeps every acknowledged row through ${KILLS} kills`, { timeout: 300_000 }, async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'vethub-kill-')), 'db');
    const run = `kill-${Date.now().toString(36)}`;
    const acknowledged = new Set<string>();
    let attempted = 0;
    let url = await startStackProcess();

    for (let round = 0; round < KILLS; round++) {
      let writing = true;
      // Killed once this round has this many answers, a different count each round: the kill
      // lands well inside the writes, whatever the machine's pace.
      const killAfter = 15 + round * 10;
      let answeredThisRound = 0;
      let enoughAnswered = () => {};
      const answered = new Promise<void>((resolve) => (enoughAnswered = resolve));
      const writer = async (w: number) => {
        for (let n = 0; writing; n++) {
          const subject = `${run}-${round}-${w}-${n}`;
          attempted += 1;
          try {
            const res = await fetch(`${url}/rest/v1/contact_messages`, {
              method: 'POST',
              headers: {
                apikey: ANON_KEY,
                authorization: `Bearer ${ANON_KEY}`,
                'content-type': 'application/json',
                prefer: 'return=minimal',
              },
              body: JSON.stringify({
                name: 'Kill test',
                email: 'kill@example.test',
                subject,
                message: 'row',
              }),
            });
            if (res.status === 201) acknowledged.add(subject);
            if (++answeredThisRound === killAfter) enoughAnswered();
          } catch {
            // The stack is gone: this write was never acknowledged.
            return;
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      await answered;
      await kill();
      writing = false;
      await Promise.all(writers);
      url = await startStackProcess();
    }

    const res = await fetch(
      `${url}/rest/v1/contact_messages?select=subject&subject=like.${run}-*&limit=100000`,
      { headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
    );
    expect(res.status).toBe(200);
    const stored = new Set(((await res.json()) as { subject: string }[]).map((r) => r.subject));
    const lost = [...acknowledged].filter((s) => !stored.has(s));
    console.info(
      `kill test (${inject('dbKind')}): ${KILLS} kills, ${attempted} writes tried, ${acknowledged.size} acknowledged, ${stored.size} stored, ${lost.length} lost`,
    );
    expect(acknowledged.size).toBeGreaterThan(KILLS * 10);
    expect(lost).toEqual([]);
    // Rows may be stored without an answer (killed after commit, before the reply), never more.
    expect(stored.size).toBeLessThanOrEqual(attempted);
  });
});
