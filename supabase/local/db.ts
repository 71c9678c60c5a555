/**
 * The database behind the stack, as everything above it sees it: one small interface that
 * pgliteThread.ts (PGlite, in memory or file-backed) and postgresDb.ts (a real PostgreSQL,
 * when DATABASE_URL is set) both implement. Types only, so either side imports it freely.
 */

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
  /**
   * Settings local to the transaction (`set_config(name, value, true)`: the request's role and
   * claims), in the same round trip as `begin` where a round trip costs one.
   */
  settings?: TransactionSettings;
}

/** Names and values for `set_config(name, value, true)`, in order. */
export type TransactionSettings = readonly (readonly [string, string])[];

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
