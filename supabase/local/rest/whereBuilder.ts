/**
 * Filter trees → SQL conditions. Columns are checked against the schema cache and quoted; every
 * value is a bound parameter whose type Postgres infers from the column, as PostgREST's are.
 */
import { undefinedColumn } from './errors';
import type { Condition, FieldRef, FilterNode, Operator } from './filterParser';
import { toArrayLiteral } from './paramText';
import type { Table } from './schemaCatalog';
import { ident, type Params } from './sqlParams';

const COMPARISON: Partial<Record<Operator, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const TS_QUERY: Partial<Record<Operator, string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const IS_SQL: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

/** `"_0"."data"->$1::text->>$2::int`, after checking the column exists. */
export function fieldSql(alias: string, table: Table, field: FieldRef, params: Params): string {
  if (!table.columnByName.has(field.name)) throw undefinedColumn(table.name, field.name);
  let sql = `${ident(alias)}.${ident(field.name)}`;
  for (const step of field.path) {
    const index = /^-?\d+$/.test(step.key);
    sql += `${step.arrow}${params.add(index ? Number(step.key) : step.key, index ? 'int' : 'text')}`;
  }
  return sql;
}

export interface WhereScope {
  alias: string;
  table: Table;
  params: Params;
  /** Embedded resources filtered with `rel=is.null` / `rel=not.is.null`: alias → json column SQL. */
  embeds?: Map<string, string>;
}

export function buildWhere(nodes: FilterNode[], scope: WhereScope): string[] {
  return nodes.map((node) => nodeSql(node, scope));
}

function nodeSql(node: FilterNode, scope: WhereScope): string {
  if (node.kind === 'logic') {
    const parts = node.children.map((child) => nodeSql(child, scope));
    const joined = `(${parts.join(node.operator === 'or' ? ' or ' : ' and ')})`;
    return node.negated ? `not ${joined}` : joined;
  }
  const sql = conditionSql(node, scope);
  return node.negated ? `not (${sql})` : sql;
}

function conditionSql(condition: Condition, scope: WhereScope): string {
  const { params } = scope;
  const embed = condition.field.path.length ? undefined : scope.embeds?.get(condition.field.name);
  if (
    embed !== undefined &&
    condition.operator === 'is' &&
    !scope.table.columnByName.has(condition.field.name)
  ) {
    return `${embed} ${IS_SQL[condition.value as string] ?? 'is null'}`;
  }
  const field = fieldSql(scope.alias, scope.table, condition.field, params);
  const { operator, value } = condition;
  if (operator === 'is') return `${field} ${IS_SQL[value as string] ?? 'is null'}`;
  if (operator === 'in') {
    const values = value as string[];
    // Nothing matches an empty list, but the field stays in the SQL: a JSON path's keys are
    // parameters already bound, and a statement that leaves them out is refused (08P01).
    return values.length
      ? `${field} = any(${params.add(toArrayLiteral(values))})`
      : `(${field} is null and false)`;
  }
  const tsQuery = TS_QUERY[operator];
  if (tsQuery) {
    const column = scope.table.columnByName.get(condition.field.name);
    const config = condition.config ? `${params.add(condition.config, 'regconfig')}, ` : '';
    const isVector = column?.typeName === 'tsvector' && condition.field.path.length === 0;
    const vector = isVector ? field : `to_tsvector(${config}${field})`;
    return `${vector} @@ ${tsQuery}(${config}${params.add(value)})`;
  }
  const comparison = COMPARISON[operator] ?? '=';
  if (condition.quantifier) {
    return `${field} ${comparison} ${condition.quantifier}(${params.add(toArrayLiteral(value as string[]))})`;
  }
  return `${field} ${comparison} ${params.add(value)}`;
}
