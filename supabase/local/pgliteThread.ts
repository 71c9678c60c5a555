/**
 * The main thread's side of PGlite: a `Db` that sends every statement to the worker in
 * pgliteWorker.mjs, one transaction at a time (PGlite is a single session). A statement that
 * overruns its deadline is answered 57014 at once, as PostgreSQL's statement_timeout would, and
 * the worker, stuck inside WebAssembly, is ended and restarted from its data folder. Data
 * survives because PGlite always runs file-backed here: a "memory" stack uses a temporary
 * folder that close() removes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db, QueryResult, TransactionOptions, Tx } from './db';
import { settingsQuery } from './transactionSettings';

interface WorkerReply {
  id?: number;
  result?: unknown;
  error?: Record<string, unknown>;
  notify?: string;
  payload?: string;
  ready?: boolean;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** How often the database writes its log out (see the checkpoint timer below). */
const CHECKPOINT_EVERY_MS = 5_000;

/** What PostgreSQL throws when statement_timeout cancels a statement. */
export class StatementTimeout extends Error {
  readonly code = '57014';
  constructor() {
    super('canceling statement due to statement timeout');
  }
}

export async function openPgliteThread(options: {
  dataDir?: string;
  loadDataDir?: Blob | File;
}): Promise<Db> {
  const temporary = options.dataDir
    ? undefined
    : await mkdtemp(path.join(os.tmpdir(), 'vethub-pglite-'));
  const dataDir = options.dataDir ?? (temporary as string);
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let worker!: Worker;
  let ready: Promise<void> = Promise.resolve();
  let closing = false;

  // The worker a restart takes: already loaded, so the stack is back in about the time PGlite
  // takes to reopen its folder (issue 37: a cut-off query held every other client ~1 s more).
  let standby: Worker | null = null;
  const spawn = () => {
    const spare = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
      workerData: { dataDir },
    });
    const forget = () => {
      if (standby === spare) standby = null;
    };
    spare.on('error', forget);
    spare.on('exit', forget);
    return spare;
  };

  const start = (loadDataDir?: Blob | File) => {
    worker = standby ?? spawn();
    standby = null;
    const current = worker;
    ready = new Promise<void>((resolve, reject) => {
      current.on('message', (reply: WorkerReply) => {
        if (reply.ready) return resolve();
        if (reply.notify !== undefined) {
          for (const callback of listeners.get(reply.notify) ?? []) callback(reply.payload ?? '');
          return;
        }
        const waiting = reply.id === undefined ? undefined : pending.get(reply.id);
        if (!waiting || reply.id === undefined) return;
        pending.delete(reply.id);
        if (reply.error) waiting.reject(Object.assign(new Error(), reply.error));
        else waiting.resolve(reply.result);
      });
      current.on('error', reject);
      // A worker that dies on its own (an Emscripten abort) fails what it held and comes back.
      current.on('exit', () => {
        if (current !== worker || closing) return;
        for (const [id, waiting] of pending) {
          pending.delete(id);
          waiting.reject(new Error('The database stopped and is restarting'));
        }
        start();
      });
    });
    current.postMessage({ op: 'open', loadDataDir });
    // Channels listened to before a restart are listened to again.
    ready = ready.then(async () => {
      for (const channel of listeners.keys()) await sendNow({ op: 'listen', channel });
      if (current === worker && !closing) standby ??= spawn();
    });
  };

  const send = async (message: Record<string, unknown>, deadlineMs?: number) => {
    await ready;
    return sendNow(message, deadlineMs);
  };

  const sendNow = (message: Record<string, unknown>, deadlineMs?: number): Promise<unknown> => {
    const id = nextId++;
    const current = worker;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      current.postMessage({ ...message, id });
      if (!deadlineMs) return;
      const timer = setTimeout(() => {
        if (!pending.delete(id)) return;
        restart(current);
        // Answered once the database is back: a client repeating what stalled it asks again
        // behind whoever was already waiting, not ahead of them (a victim's read waited out two
        // restarts and the attack between them, over a second).
        const answer = () => reject(new StatementTimeout());
        void ready.then(answer, answer);
      }, deadlineMs);
      timer.unref();
      const settle = pending.get(id);
      if (settle)
        pending.set(id, {
          resolve: (v) => (clearTimeout(timer), settle.resolve(v)),
          reject: (e) => (clearTimeout(timer), settle.reject(e)),
        });
    });
  };

  const restart = (stuck: Worker) => {
    if (stuck !== worker || closing) return;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.reject(new StatementTimeout());
    }
    void stuck.terminate();
    start();
  };

  // One session: a transaction (or a lone statement) holds it until it ends.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn);
    queue = run.catch(() => undefined);
    return run;
  };

  const query = <R>(sql: string, params?: unknown[], deadlineMs?: number) =>
    send({ op: 'query', sql, params }, deadlineMs) as Promise<QueryResult<R>>;

  start(options.loadDataDir);
  await ready;
  // Only the first start loads the dump; a restart reopens the folder it filled.

  // A cut-off worker ends without a checkpoint, so the next one replays the log written since
  // the last: after the schema, the seed and a test run's writes that was 845 ms of a victim's
  // wait (issue 37's stalling test, one over its second). A checkpoint every few seconds while
  // the stack writes keeps a restart at about the time PGlite takes to open its folder.
  const checkpoints = setInterval(() => {
    if (!closing) void exclusive(() => query('checkpoint')).catch(() => undefined);
  }, CHECKPOINT_EVERY_MS);
  checkpoints.unref();

  return {
    kind: 'pglite',
    transaction<T>(fn: (tx: Tx) => Promise<T>, opts: TransactionOptions = {}) {
      return exclusive(async () => {
        const deadline = opts.statementTimeoutMs;
        await query(opts.readOnly ? 'begin read only' : 'begin');
        try {
          // In process, a statement costs no round trip: the settings go as parameters.
          if (opts.settings?.length) {
            const { sql, params } = settingsQuery(opts.settings);
            await query(sql, params, deadline);
          }
          const result = await fn({ query: (sql, params) => query(sql, params, deadline) });
          await query('commit');
          return result;
        } catch (error) {
          // After a timeout the restarted worker has no open transaction to roll back.
          if (!(error instanceof StatementTimeout)) await query('rollback').catch(() => undefined);
          throw error;
        }
      });
    },
    query: (sql, params) => exclusive(() => query(sql, params)),
    exec: async (sql) => {
      await exclusive(() => send({ op: 'exec', sql }));
    },
    async listen(channel, callback) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await exclusive(() => send({ op: 'listen', channel }));
      }
      set.add(callback);
      return async () => {
        set.delete(callback);
        if (set.size || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await exclusive(() => send({ op: 'unlisten', channel })).catch(() => undefined);
      };
    },
    async close() {
      closing = true;
      clearInterval(checkpoints);
      await exclusive(() => send({ op: 'close' })).catch(() => undefined);
      await Promise.all([worker.terminate(), standby?.terminate()]);
      if (temporary) await rm(temporary, { recursive: true, force: true });
    },
  };
}
