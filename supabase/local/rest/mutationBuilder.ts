/**
 * INSERT (and upsert), UPDATE and DELETE as PostgREST writes them: the JSON body is bound as one
 * parameter and turned into rows by Postgres itself (`json_populate_recordset`), so every value
 * is converted by the column's own type, exactly as PostgREST does.
 */
import { invalidBody, payloadColumnNotFound, RestError } from './errors';
import type { FilterNode } from './filterParser';
import type { Table } from './schemaCatalog';
import { ident, type Params } from './sqlParams';
import { buildWhere } from './whereBuilder';

/**
 * What the DML returns: every column or the columns a representation reads (column privileges
 * may forbid the others), the key (for Location) or nothing.
 */
export type Returning = 'all' | 'key' | 'none' | string[];

export const DML_ALIAS = '_0';

function returningSql(table: Table, returning: Returning): string {
  const list = (columns: string[]) =>
    ` returning ${columns.map((c) => `${ident(DML_ALIAS)}.${ident(c)}`).join(', ')}`;
  if (Array.isArray(returning) && returning.length) return list(returning);
  if (returning === 'all' || Array.isArray(returning)) return ` returning ${ident(DML_ALIAS)}.*`;
  if (returning === 'key' && table.primaryKey.length) return list(table.primaryKey);
  return '';
}

function checkColumns(table: Table, columns: string[]): void {
  for (const column of columns) {
    if (!table.columnByName.has(column)) throw payloadColumnNotFound(table.name, column);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The rows of an insert body and the columns written: `columns=` if given, else the keys. */
export function insertShape(
  table: Table,
  body: unknown,
  columnsParam?: string[],
): { rows: Record<string, unknown>[]; columns: string[] } {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord)) invalidBodyShape();
  const records = rows as Record<string, unknown>[];
  let columns = columnsParam;
  if (!columns) {
    const first = Object.keys(records[0] ?? {});
    const same = records.every((r) => {
      const keys = Object.keys(r);
      return keys.length === first.length && keys.every((k) => first.includes(k));
    });
    if (!same) throw invalidBody('All object keys must match');
    columns = first;
  }
  checkColumns(table, columns);
  return { rows: records, columns };
}

function invalidBodyShape(): never {
  throw invalidBody('Empty or invalid json');
}

export interface InsertPlan {
  table: Table;
  target: string;
  rows: Record<string, unknown>[];
  columns: string[];
  /** The body as a JSON array text. */
  bodyArray: string;
  missingDefault: boolean;
  upsert?: { merge: boolean; onConflict?: string[] };
  returning: Returning;
}

export function buildInsert(plan: InsertPlan, params: Params): string {
  const { table, target, rows, columns } = plan;
  const into = `insert into ${target} as ${ident(DML_ALIAS)}`;
  const rowType = `null::${target}`;
  let sql: string;
  if (columns.length === 0) {
    const first = table.columns[0]?.name;
    sql =
      rows.length === 1 || !first
        ? `${into} default values`
        : `${into} (${ident(first)}) values ${rows.map(() => '(default)').join(', ')}`;
  } else if (plan.missingDefault && rows.some((r) => columns.some((c) => !(c in r)))) {
    sql = missingDefaultInsert(plan, into, params);
  } else {
    const list = columns.map(ident).join(', ');
    const body = params.add(plan.bodyArray, 'json');
    sql = `${into} (${list}) select ${list} from json_populate_recordset(${rowType}, ${body}) as _r`;
  }
  if (plan.upsert) sql += conflictSql(table, plan.upsert, columns);
  return sql + returningSql(table, plan.returning);
}

/**
 * `Prefer: missing=default`: a key a row leaves out takes the column's default. One set-based
 * statement over the body parsed once (the old per-cell `$1::json -> i` re-parsed the whole body
 * for every cell: 154 KB held the server 14 s). A left-out identity or generated column can only
 * be filled by the keyword DEFAULT, which needs a VALUES row per body row; that form is kept for
 * them, with the body bound only when some cell reads it (an unused parameter is 08P01).
 */
function missingDefaultInsert(plan: InsertPlan, into: string, params: Params): string {
  const { table, target, rows, columns } = plan;
  const list = columns.map(ident).join(', ');
  const columnOf = (name: string) => table.columnByName.get(name);
  const needsKeyword = columns.some(
    (c) => columnOf(c)?.generated && rows.some((row) => !(c in row)),
  );
  if (!needsKeyword) {
    const body = params.add(plan.bodyArray, 'jsonb');
    const cells = columns.map((c) => {
      const fallback = columnOf(c)?.defaultSql ?? 'null';
      return `case when _e.v ? ${params.add(c)} then _r.${ident(c)} else ${fallback} end`;
    });
    return `${into} (${list}) select ${cells.join(', ')} from jsonb_array_elements(${body}) with ordinality as _e(v, n) cross join lateral jsonb_populate_record(null::${target}, _e.v) as _r order by _e.n`;
  }
  const uses = rows.some((row) => columns.some((c) => c in row));
  const body = uses ? params.add(plan.bodyArray, 'jsonb') : '';
  const values = rows.map((row, i) => {
    const cells = columns.map((c) =>
      c in row
        ? `(jsonb_populate_record(null::${target}, ${body} -> ${i})).${ident(c)}`
        : 'default',
    );
    return `(${cells.join(', ')})`;
  });
  return `${into} (${list}) values ${values.join(', ')}`;
}

function conflictSql(table: Table, upsert: NonNullable<InsertPlan['upsert']>, columns: string[]) {
  const conflictTarget = upsert.onConflict ?? table.primaryKey;
  checkColumns(table, conflictTarget);
  const targetSql = conflictTarget.length ? ` (${conflictTarget.map(ident).join(', ')})` : '';
  if (!upsert.merge || columns.length === 0) return ` on conflict${targetSql} do nothing`;
  if (!targetSql) {
    throw new RestError(
      400,
      '42P10',
      'there is no unique or exclusion constraint matching the ON CONFLICT specification',
    );
  }
  const set = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ');
  return ` on conflict${targetSql} do update set ${set}`;
}

export interface ChangePlan {
  table: Table;
  target: string;
  filters: FilterNode[];
  returning: Returning;
}

/** Supabase runs pg-safeupdate: an UPDATE or DELETE without a WHERE clause is refused. */
function requireFilters(verb: 'UPDATE' | 'DELETE', filters: FilterNode[]): void {
  if (!filters.length) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
}

export function buildUpdate(
  plan: ChangePlan,
  body: Record<string, unknown>,
  bodyText: string,
  params: Params,
): string {
  requireFilters('UPDATE', plan.filters);
  const columns = Object.keys(body);
  checkColumns(plan.table, columns);
  const json = params.add(bodyText, 'json');
  const where = buildWhere(plan.filters, { alias: DML_ALIAS, table: plan.table, params });
  const set = columns.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ');
  return `update ${plan.target} as ${ident(DML_ALIAS)} set ${set} from json_populate_record(null::${plan.target}, ${json}) as _b where ${where.join(' and ')}${returningSql(plan.table, plan.returning)}`;
}

export function buildDelete(plan: ChangePlan, params: Params): string {
  requireFilters('DELETE', plan.filters);
  const where = buildWhere(plan.filters, { alias: DML_ALIAS, table: plan.table, params });
  return `delete from ${plan.target} as ${ident(DML_ALIAS)} where ${where.join(' and ')}${returningSql(plan.table, plan.returning)}`;
}
