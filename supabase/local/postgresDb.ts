/** A `Db` on a real PostgreSQL (DATABASE_URL): a pool for requests, a client per listened channel. */
import pg from 'pg';
import { settingsLiteral } from './transactionSettings';
import type { Db, QueryResult, TransactionOptions } from './db';

/**
 * `begin` with the transaction's settings as one simple-query message. Each round trip waits for
 * both processes to be scheduled, which on a busy machine costs more than a directory read's
 * index scan (issue 17: 1-3 ms at p95 for a lone set_config). Role settings apply at login, not
 * on `set role`, so the timeouts are set here, as PostgREST does; they are integers from
 * pg_roles (roleTimeouts.ts), never client text.
 */
function beginStatement({
  readOnly,
  statementTimeoutMs,
  idleTimeoutMs,
  settings = [],
}: TransactionOptions) {
  const ms = (value: number | undefined) => Math.floor(value ?? 0);
  const timeouts =
    statementTimeoutMs || idleTimeoutMs
      ? `; set local statement_timeout = ${ms(statementTimeoutMs)}` +
        `; set local idle_in_transaction_session_timeout = ${ms(idleTimeoutMs)}`
      : '';
  const configured = settings.length ? `; ${settingsLiteral(settings)}` : '';
  return `begin${readOnly ? ' read only' : ''}${timeouts}${configured}`;
}

export async function openPostgres(url: string): Promise<Db> {
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
      const started = performance.now();
      let reusable = true;
      try {
        await client.query(beginStatement(options));
        const result = await fn({
          query: async (sql, params) => toResult(await client.query(sql, params as unknown[])),
        });
        await client.query('commit');
        return result;
      } catch (error) {
        reusable = await client.query('rollback').then(
          () => true,
          () => false,
        );
        throw error;
      } finally {
        // A statement that outlives its timeout without reaching an interrupt check leaves the
        // cancel pending in the backend, and it fires on the connection's next statement, that
        // is, on someone else's request (seen in CI: a 400 at 3.1 s, then a stray 57014). Such a
        // connection, or one whose rollback failed, is closed rather than pooled.
        const overran =
          options.statementTimeoutMs !== undefined &&
          performance.now() - started >= options.statementTimeoutMs;
        client.release(reusable && !overran ? undefined : true);
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
