/**
 * postgres_changes binding filters (`col=op.value`, several joined by commas meaning AND), as
 * realtime-js's filter builder writes them. They are evaluated by PostgreSQL on the changed
 * record (jsonb_populate_record), so comparisons follow the column's type exactly; the column
 * is checked against the catalog and quoted, the value is always a bound parameter.
 */
import pg from 'pg';
import type { Db } from '../db';
import type { TableInfo } from './catalog';

const BINARY_OPS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
};
const IS_VALUES: Record<string, string> = {
  null: 'null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

export interface Condition {
  column: string;
  op: string;
  negate: boolean;
  value: string | string[];
}

export class FilterError extends Error {}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

function parseCondition(text: string): Condition {
  const eq = text.indexOf('=');
  const column = text.slice(0, eq).trim();
  if (eq <= 0 || !column) throw new FilterError(`Filter "${text}" must look like column=op.value`);
  let rest = text.slice(eq + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  const op = dot < 0 ? rest : rest.slice(0, dot);
  const raw = dot < 0 ? '' : rest.slice(dot + 1);
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) {
      throw new FilterError(`Filter "${text}": in needs a list like in.(a,b)`);
    }
    const items = splitTopLevel(raw.slice(1, -1)).map((v) => unquote(v.trim()));
    if (items.length === 0 || (items.length === 1 && items[0] === '')) {
      throw new FilterError(`Filter "${text}": in needs at least one value`);
    }
    return { column, op, negate, value: items };
  }
  if (op === 'is') {
    const value = raw.toLowerCase();
    if (!(value in IS_VALUES))
      throw new FilterError(`Filter "${text}": is takes null, true or false`);
    return { column, op, negate, value };
  }
  if (!(op in BINARY_OPS)) throw new FilterError(`Filter "${text}": unknown operator "${op}"`);
  const value = unquote(raw);
  return {
    column,
    op,
    negate,
    value: op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value,
  };
}

export function parseFilter(text: string): Condition[] {
  return splitTopLevel(text).map((part) => parseCondition(part.trim()));
}

/** A text array literal for `= any($n)`; PostgreSQL casts it to the column's array type. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** A boolean SQL expression over the alias `r`; values are appended to params. */
export function filterSql(conditions: Condition[], table: TableInfo, params: unknown[]): string {
  const parts = conditions.map((c) => {
    if (!table.columnTypes.has(c.column)) {
      throw new FilterError(`Filter column "${c.column}" does not exist on ${table.table}`);
    }
    const col = `r.${pg.escapeIdentifier(c.column)}`;
    let expr: string;
    if (c.op === 'in') {
      params.push(arrayLiteral(c.value as string[]));
      expr = `${col} = any($${params.length})`;
    } else if (c.op === 'is') {
      expr = `${col} is ${IS_VALUES[c.value as string]}`;
    } else {
      params.push(c.value);
      expr = `${col} ${BINARY_OPS[c.op]} $${params.length}`;
    }
    return c.negate ? `not (${expr})` : `(${expr})`;
  });
  return `coalesce(${parts.join(' and ')}, false)`;
}

const recordSource = (table: TableInfo) =>
  `jsonb_populate_record(null::${pg.escapeIdentifier(table.schema)}.${pg.escapeIdentifier(table.table)}, $1::jsonb) r`;

/** Throws FilterError when the filter cannot run on this table (unknown column, bad value). */
export async function validateFilter(db: Db, table: TableInfo, conditions: Condition[]) {
  const params: unknown[] = ['{}'];
  const sql = `select ${filterSql(conditions, table, params)} as ok from ${recordSource(table)}`;
  try {
    await db.query(sql, params);
  } catch (error) {
    throw new FilterError(`Invalid filter for ${table.table}: ${(error as Error).message}`);
  }
}

/** Evaluates several filters on one record in a single query; keys are the filter texts. */
export async function evaluateFilters(
  db: Db,
  table: TableInfo,
  record: Record<string, unknown>,
  filters: Map<string, Condition[]>,
): Promise<Map<string, boolean>> {
  const result = new Map<string, boolean>();
  if (filters.size === 0) return result;
  const params: unknown[] = [JSON.stringify(record)];
  const keys = [...filters.keys()];
  const columns = keys.map(
    (key, i) => `${filterSql(filters.get(key) ?? [], table, params)} as f${i}`,
  );
  try {
    const { rows } = await db.query<Record<string, boolean>>(
      `select ${columns.join(', ')} from ${recordSource(table)}`,
      params,
    );
    keys.forEach((key, i) => result.set(key, rows[0]?.[`f${i}`] === true));
  } catch {
    // Filters were validated at join; if the table changed since, none of them matches.
    for (const key of keys) result.set(key, false);
  }
  return result;
}
