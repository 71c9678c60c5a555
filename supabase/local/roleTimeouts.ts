/**
 * The client roles' statement_timeout and idle_in_transaction_session_timeout, read once from
 * the roles' settings (migration …020000), in milliseconds, for each request's transaction.
 */
import type { Db, TransactionOptions } from './db';

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000 };

/** `3s`, `8000`, `1min` → milliseconds (a bare number is milliseconds, as in PostgreSQL). */
export function settingMs(value: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(us|ms|s|min|h)?$/.exec(value.trim());
  if (!match) return 0;
  return Math.round(Number(match[1]) * (UNIT_MS[match[2] ?? 'ms'] ?? 1));
}

const cache = new WeakMap<Db, Promise<Map<string, TransactionOptions>>>();

async function load(db: Db): Promise<Map<string, TransactionOptions>> {
  const { rows } = await db.query<{ rolname: string; rolconfig: string[] | null }>(
    `select rolname, rolconfig from pg_roles where rolname in ('anon', 'authenticated', 'service_role')`,
  );
  const limits = new Map<string, TransactionOptions>();
  for (const row of rows) {
    const settings = new Map(
      (row.rolconfig ?? []).map((entry) => {
        const at = entry.indexOf('=');
        return [entry.slice(0, at), entry.slice(at + 1)] as const;
      }),
    );
    limits.set(row.rolname, {
      statementTimeoutMs: settingMs(settings.get('statement_timeout') ?? '0') || undefined,
      idleTimeoutMs:
        settingMs(settings.get('idle_in_transaction_session_timeout') ?? '0') || undefined,
    });
  }
  return limits;
}

export async function roleTimeouts(db: Db, role: string): Promise<TransactionOptions> {
  let limits = cache.get(db);
  if (!limits) {
    limits = load(db);
    cache.set(db, limits);
    limits.catch(() => cache.delete(db));
  }
  return (await limits).get(role) ?? {};
}
