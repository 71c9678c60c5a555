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
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../../supabase/local/config';

const KILLS = 3;
const WRITERS = 4;

let child: ChildProcess | undefined;
let dataDir = '';

/** Starts `supabase/local/main.ts` on a free port; resolves with its URL once it says ready. */
function startStackProcess(): Promise<string> {
  const databaseUrl = inject('databaseUrl');
  const args = ['--import', 'tsx', 'supabase/local/main.ts', '--port', '0', '--data', dataDir];
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
          } catch {
            // The stack is gone: this write was never acknowledged.
            return;
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      // Kill at a different moment each round, well inside the writes.
      await new Promise((resolve) => setTimeout(resolve, 700 + round * 450));
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
