/**
 * Whether a subscriber may SELECT a changed row: the row is looked up by primary key with the
 * subscriber's role and JWT claims set exactly as asRole sets them for a REST read, so the
 * table's RLS policies decide (as hosted Realtime does).
 */
import pg from 'pg';
import type { Db } from '../db';
import { setRequestAuth, type RequestAuth } from '../requestAuth';
import type { TableInfo } from './catalog';

const REQUEST = { method: 'GET', path: '/realtime/v1/websocket', headers: {} };

/** The primary key values of a record, or null when the table has none or one is missing. */
export function primaryKeyOf(
  table: TableInfo,
  record: Record<string, unknown> | null | undefined,
): unknown[] | null {
  if (!record || table.primaryKey.length === 0) return null;
  const values = table.primaryKey.map((column) => record[column]);
  return values.some((v) => v === undefined || v === null) ? null : values;
}

/** Values as text: PostgreSQL casts each to its key column's type. */
const asParam = (value: unknown) =>
  typeof value === 'object' ? JSON.stringify(value) : String(value);

function whereKey(table: TableInfo): string {
  return table.primaryKey.map((col, i) => `${pg.escapeIdentifier(col)} = $${i + 1}`).join(' and ');
}

const tableName = (table: TableInfo) =>
  `${pg.escapeIdentifier(table.schema)}.${pg.escapeIdentifier(table.table)}`;

export interface RowSnapshot {
  /** The notified record is the row in this snapshot; false: it changed or went since. */
  current: boolean;
  /** Whether this subscriber may SELECT the row, in the same snapshot. */
  canSelect(auth: Pick<RequestAuth, 'role' | 'claims'>): Promise<boolean>;
}

/**
 * Runs fn in one read-only REPEATABLE READ transaction: every check sees the same snapshot, so
 * a subscriber is shown the notified version only if RLS lets it see that very version (a row
 * updated again meanwhile is reported `current: false` and left to its own, later notification).
 * Subscribers are checked one after another by switching role and claims inside it, which is
 * much cheaper than a transaction each when 50 people are watching.
 */
export async function withRowSnapshot(
  db: Db,
  table: TableInfo,
  key: unknown[],
  record: Record<string, unknown>,
  fn: (snapshot: RowSnapshot) => Promise<void>,
): Promise<void> {
  const params = key.map(asParam);
  const where = whereKey(table);
  await db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    // Compared on the record's own columns, so a trigger that leaves some out still matches.
    const n = params.length + 1;
    const { rows } = await tx.query<{ current: boolean }>(
      `select (select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
                 from jsonb_each(to_jsonb(t)) e where $${n}::jsonb ? e.key) = $${n}::jsonb as current
         from ${tableName(table)} t where ${where}`,
      [...params, JSON.stringify(record)],
    );
    // A check that fails (a policy raising an error) rolls back to here and counts as not visible.
    await tx.query('savepoint realtime_checks');
    await fn({
      current: rows[0]?.current === true,
      async canSelect(auth) {
        try {
          await setRequestAuth(tx, auth, REQUEST);
          const found = await tx.query(`select 1 from ${tableName(table)} where ${where}`, params);
          return found.rows.length > 0;
        } catch {
          await tx.query('rollback to savepoint realtime_checks');
          return false;
        }
      },
    });
  });
}

/** The current row as JSON, read as the superuser (for notifications sent without the row). */
export async function readRow(
  db: Db,
  table: TableInfo,
  key: unknown[],
): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query<{ row: Record<string, unknown> }>(
    `select row_to_json(t) as row from ${tableName(table)} t where ${whereKey(table)}`,
    key.map(asParam),
  );
  return rows[0]?.row ?? null;
}
