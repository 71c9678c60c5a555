/**
 * Builds the read statement PostgREST would: the selected columns with embedded resources as
 * lateral subqueries, filters, order and paging, then the JSON body, the page size and the total
 * count computed in SQL (`coalesce(json_agg(_pgrst_t.*), '[]')`) so values render as Postgres
 * renders them.
 */
import { MAX_RESPONSE_BYTES } from '../config';
import { RestError } from './errors';
import { emptyLevel, type Level, type ParsedQuery } from './queryParser';
import { resolveRelationship } from './relationships';
import type { SchemaSnapshot, Table } from './schemaCatalog';
import { outputName, type SelectItem } from './selectParser';
import { AliasCounter, ident, Params, qualified } from './sqlParams';
import { buildWhere, fieldSql } from './whereBuilder';

export interface ReadContext {
  snapshot: SchemaSnapshot;
  query: ParsedQuery;
  params: Params;
  /** Cast names from `col::type`, resolved beforehand to catalog-printed type names. */
  casts: Map<string, string>;
  aliases?: AliasCounter;
}

interface Join {
  alias: string;
  sql: string;
}

interface LevelSql {
  columns: string[];
  joins: Join[];
  where: string[];
  tail: string;
}

export interface ReadOptions {
  /** `single`: the body is the first row (or null) instead of an array. */
  body: 'array' | 'single';
  stripNulls?: boolean;
}

export interface ReadSql {
  /** The page: selected columns, filtered, ordered and limited. */
  main: string;
  /** `select 1 from … where …` over all matching rows, numbered like `main`. */
  countSource: string;
  /** The same count source numbered on its own (after any prefix parameters), for EXPLAIN. */
  standaloneCount: { sql: string; params: unknown[] };
  body: string;
}

/** Plans a read of `source` (a table, or a CTE of mutated or returned rows) shaped as `table`. */
export function buildRead(
  ctx: ReadContext,
  table: Table,
  source: string,
  options: ReadOptions,
): ReadSql {
  const prefixValues = [...ctx.params.values];
  const state: PlanState = { aliases: (ctx.aliases ??= new AliasCounter()), visited: new Set() };
  const { main, countSource } = planRoot(ctx, state, table, source);
  for (const path of ctx.query.levels.keys()) {
    if (!state.visited.has(path)) {
      throw new RestError(
        400,
        'PGRST108',
        `'${path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path}' is included in the 'select' query parameter.`,
      );
    }
  }
  // EXPLAIN needs exactly the parameters its statement uses, so plan the count once more alone.
  const countParams = new Params();
  countParams.values.push(...prefixValues);
  const countState: PlanState = {
    aliases: new AliasCounter(),
    visited: new Set(),
    countOnly: true,
  };
  const countQuery = { ...ctx.query, select: countShape(ctx.query, ctx.query.select, '') };
  const standalone = planRoot(
    { ...ctx, query: countQuery, params: countParams },
    countState,
    table,
    source,
  );
  let body =
    options.body === 'single'
      ? `(json_agg(_pgrst_t.*) -> 0)`
      : `coalesce(json_agg(_pgrst_t.*), '[]'::json)`;
  if (options.stripNulls) body = `json_strip_nulls(${body})`;
  return {
    main,
    countSource,
    standaloneCount: { sql: standalone.countSource, params: countParams.values },
    body,
  };
}

function planRoot(ctx: ReadContext, state: PlanState, table: Table, source: string) {
  const rootAlias = state.aliases.take();
  const root = planLevel(ctx, state, table, rootAlias, ctx.query.select, '');
  const where = root.where.length ? ` where ${root.where.join(' and ')}` : '';
  const from = `${source} as ${ident(rootAlias)}`;
  const joins = root.joins.map((j) => j.sql).join(' ');
  const countJoins = root.joins
    .filter((j) => where.includes(`${ident(j.alias)}.j`))
    .map((j) => j.sql)
    .join(' ');
  return {
    main: `select ${root.columns.join(', ')} from ${from} ${joins}${where}${root.tail}`,
    countSource: `select 1 from ${from} ${countJoins}${where}`,
  };
}

/**
 * The statement: columns total and page_total (text; total null unless counted) and body.
 * `countLimit` caps the count (PostgREST's `count=estimated` counts exactly only up to a limit).
 */
export function readStatement(
  read: ReadSql,
  exactCount: boolean,
  prefix = '',
  countLimit?: number,
): string {
  const cap = countLimit === undefined ? '' : ` limit ${Math.floor(countLimit)}`;
  const total = exactCount
    ? `(select count(*) from (${read.countSource}${cap}) as _pgrst_c)`
    : 'null';
  // The body's size is checked in the database so an oversized one never leaves it.
  const page = `select ${total}::text as total, count(*)::text as page_total, ${read.body}::text as body from (${read.main}) as _pgrst_t`;
  return `${prefix}select total, page_total, octet_length(body) as body_bytes, case when octet_length(body) <= ${MAX_RESPONSE_BYTES} then body end as body from (${page}) as _pgrst_p`;
}

interface PlanState {
  aliases: AliasCounter;
  visited: Set<string>;
  /** Planning only what decides which top-level rows match (no columns, no top-level paging). */
  countOnly?: boolean;
}

/** The embeds that filter their parent (`!inner`, or `rel=is.null`), without their columns. */
function countShape(query: ParsedQuery, select: SelectItem[], path: string): SelectItem[] {
  const filters = query.levels.get(path)?.filters ?? [];
  return select.flatMap((item): SelectItem[] => {
    if (item.kind !== 'embed') return [];
    const key = item.alias ?? item.name;
    const filtered = filters.some((f) => f.kind === 'condition' && f.field.name === key);
    if (!item.inner && !filtered) return [];
    const childPath = path ? `${path}.${key}` : key;
    return [{ ...item, select: countShape(query, item.select, childPath) }];
  });
}

function planLevel(
  ctx: ReadContext,
  state: PlanState,
  table: Table,
  alias: string,
  select: SelectItem[],
  path: string,
): LevelSql {
  state.visited.add(path);
  const level: Level = ctx.query.levels.get(path) ?? emptyLevel();
  const { params } = ctx;
  const columns: string[] = [];
  const joins: Join[] = [];
  const embedJson = new Map<string, string>();
  const innerConditions: string[] = [];
  for (const item of select) {
    if (item.kind === 'star') {
      columns.push(`${ident(alias)}.*`);
    } else if (item.kind === 'field') {
      const cast = item.cast ? `::${ctx.casts.get(item.cast) ?? 'text'}` : '';
      const sql = fieldSql(alias, table, item, params);
      columns.push(`${cast ? `(${sql})${cast}` : sql} as ${ident(outputName(item))}`);
    } else {
      const key = item.alias ?? item.name;
      const childPath = path ? `${path}.${key}` : key;
      const rel = resolveRelationship(ctx.snapshot, table, item.name, item.hint);
      const childAlias = state.aliases.take();
      const joinAlias = state.aliases.take();
      const child = planLevel(ctx, state, rel.target, childAlias, item.select, childPath);
      const on = rel.joins.map(
        ([parentColumn, targetColumn]) =>
          `${ident(childAlias)}.${ident(targetColumn)} = ${ident(alias)}.${ident(parentColumn)}`,
      );
      const childWhere = [...on, ...child.where].join(' and ');
      const inner = `select ${child.columns.join(', ')} from ${qualified(ctx.snapshot.schema, rel.target.name)} as ${ident(childAlias)} ${child.joins.map((j) => j.sql).join(' ')} where ${childWhere}${child.tail}`;
      const aggregate = rel.toOne ? 'row_to_json(_s.*)' : 'json_agg(_s.*)';
      joins.push({
        alias: joinAlias,
        sql: `left join lateral (select ${aggregate} as j from (${inner}) as _s) as ${ident(joinAlias)} on true`,
      });
      const json = `${ident(joinAlias)}.j`;
      embedJson.set(key, json);
      if (item.inner) innerConditions.push(`${json} is not null`);
      if (item.select.length) {
        columns.push(`${rel.toOne ? json : `coalesce(${json}, '[]'::json)`} as ${ident(key)}`);
      }
    }
  }
  const where = [
    ...buildWhere(level.filters, { alias, table, params, embeds: embedJson }),
    ...innerConditions,
  ];
  const tail = state.countOnly && path === '' ? '' : buildTail(alias, table, level, params);
  return { columns, joins, where, tail };
}

/** ` order by … limit $n offset $m` for one level. */
export function buildTail(alias: string, table: Table, level: Level, params: Params): string {
  let tail = '';
  if (level.order.length) {
    const terms = level.order.map((term) => {
      const direction = term.direction ? ` ${term.direction}` : '';
      const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
      return `${fieldSql(alias, table, term.field, params)}${direction}${nulls}`;
    });
    tail += ` order by ${terms.join(', ')}`;
  }
  if (level.limit !== undefined) tail += ` limit ${params.add(level.limit)}`;
  if (level.offset !== undefined) tail += ` offset ${params.add(level.offset)}`;
  return tail;
}

/** Every `::type` in a select tree. */
export function castsIn(select: SelectItem[], found = new Set<string>()): Set<string> {
  for (const item of select) {
    if (item.kind === 'field' && item.cast) found.add(item.cast);
    if (item.kind === 'embed') castsIn(item.select, found);
  }
  return found;
}
