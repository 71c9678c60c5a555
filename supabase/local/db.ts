/**
 * The database behind the stack: PGlite (in memory or file-backed) or a real PostgreSQL when
 * DATABASE_URL is set. Everything above this file sees one small interface.
 */
import pg from 'pg';
import { openPgliteThread } from './pgliteThread';

export interface QueryResult<R = Record<string, unknown>> {
  rows: R[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

export interface Tx {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

export interface TransactionOptions {
  /**
   * Each statement's limit (the client role's statement_timeout); past it the statement fails
   * with 57014. PostgreSQL enforces it itself; PGlite cannot, so its thread does.
   */
  statementTimeoutMs?: number;
  /** The transaction's idle limit between statements (PostgreSQL only: PGlite has one session). */
  idleTimeoutMs?: number;
  /** Begins it read only (GET and HEAD), in the same round trip as `begin`. */
  readOnly?: boolean;
}

export interface Db {
  kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; an error rolls it back. */
  transaction<T>(fn: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** A single statement as the superuser, outside any request role. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** Several statements (migrations, seed) as the superuser. */
  exec(sql: string): Promise<void>;
  /** Calls back with each NOTIFY payload on the channel, after commit. Returns the unlisten. */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** A folder for a file-backed PGlite; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data dir dump (from dumpDataDir) to start from, which is much faster than migrating. */
  loadDataDir?: Blob | File;
  /** postgres://… — use a real PostgreSQL instead of PGlite. */
  databaseUrl?: string;
}

export async function openDb(options: DbOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPgliteThread(options);
}

/**
 * `begin` with the transaction's settings as one simple-query message. Each round trip waits for
 * both processes to be scheduled, which on a busy machine costs more than a directory read's
 * index scan (issue 17: 1-3 ms at p95 for a lone set_config). Role settings apply at login, not
 * on `set role`, so the timeouts are set here, as PostgREST does; they are integers from
 * pg_roles (roleTimeouts.ts), never client text.
 */
function beginStatement({ readOnly, statementTimeoutMs, idleTimeoutMs }: TransactionOptions) {
  const ms = (value: number | undefined) => Math.floor(value ?? 0);
  const timeouts =
    statementTimeoutMs || idleTimeoutMs
      ? `; set local statement_timeout = ${ms(statementTimeoutMs)}` +
        `; set local idle_in_transaction_session_timeout = ${ms(idleTimeoutMs)}`
      : '';
  return `begin${readOnly ? ' read only' : ''}${timeouts}`;
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // An idle connection the server drops (restart, DROP DATABASE … WITH (FORCE)) must not crash
  // the stack; the pool replaces it on the next query.
  pool.on('error', () => undefined);
  // Return int8 and numeric as JS numbers/strings the way PGlite does (int8 → number when safe).
  const toResult = <R>(r: pg.QueryResult): QueryResult<R> => ({
    rows: r.rows as R[],
    fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    affectedRows: r.rowCount ?? 0,
  });
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    async transaction(fn, options = {}) {
      const client = await pool.connect();
      try {
        await client.query(beginStatement(options));
        const result = await fn({
          query: async (sql, params) => toResult(await client.query(sql, params as unknown[])),
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    query: async (sql, params) => toResult(await pool.query(sql, params as unknown[])),
    exec: async (sql) => {
      await pool.query(sql);
    },
    async listen(channel, callback) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      listeners.push(client);
      client.on('notification', (msg) => {
        if (msg.channel === channel) callback(msg.payload ?? '');
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
