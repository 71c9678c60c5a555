/** POST (insert, upsert), PATCH (update) and DELETE on `/rest/v1/<table>`. */
import type { Context } from 'hono';
import { invalidBody, RestError, singularityError } from './errors';
import {
  buildDelete,
  buildInsert,
  buildUpdate,
  type ChangePlan,
  insertShape,
  type Returning,
} from './mutationBuilder';
import { contentRange, runRead, type Page, type RestResponse } from './pageResult';
import { emptyLevel, parseQuery, type ParsedQuery } from './queryParser';
import { buildRead, type ReadSql } from './readBuilder';
import { resolveCasts } from './castTypes';
import { findTable } from './schemaCache';
import {
  appliedPreferences,
  readJsonBody,
  runAsCaller,
  type JsonBody,
  type RestCall,
  type RestEnv,
} from './restCall';
import { resolveRelationship } from './relationships';
import type { SchemaSnapshot, Table } from './schemaCatalog';
import { Params, qualified } from './sqlParams';

/** The representation of written rows keeps `select` and `order` but not the filters. */
function representationQuery(query: ParsedQuery): ParsedQuery {
  const levels = new Map(query.levels);
  levels.set('', { ...emptyLevel(), order: query.levels.get('')?.order ?? [] });
  return { ...query, levels };
}

type WriteMethod = 'POST' | 'PATCH' | 'DELETE';

interface WritePlan {
  table: Table;
  /** Null when there is nothing to write (an empty array, an empty PATCH object). */
  dml: string | null;
  returning: Returning;
  /** The representation of the written rows, when `return=representation`. */
  read?: ReadSql;
  params: Params;
}

interface WriteInput {
  snapshot: SchemaSnapshot;
  call: RestCall;
  method: WriteMethod;
  name: string;
  query: ParsedQuery;
  body?: JsonBody;
  casts: Map<string, string>;
}

export async function handleWrite(
  env: RestEnv,
  call: RestCall,
  name: string,
  c: Context,
): Promise<RestResponse> {
  const method = call.method as WriteMethod;
  const body = method === 'DELETE' ? undefined : await readJsonBody(c);
  const query = parseQuery(call.url.searchParams);
  const root = query.levels.get('') ?? emptyLevel();
  if (method !== 'POST' && (root.limit !== undefined || root.offset !== undefined)) {
    throw new RestError(
      400,
      'PGRST127',
      'limit and offset cannot be used with PATCH or DELETE',
      null,
      'Filter the rows to change instead, for example by id.',
    );
  }
  const casts = await resolveCasts(env.db, query);
  const plan = await env.cache.withSnapshot((snapshot) =>
    planWrite({ snapshot, call, method, name, query, body, casts }),
  );
  return runAsCaller(
    env,
    call,
    async (tx) => {
      const { single } = call.representation;
      let page: Page = { total: null, pageTotal: 0, body: single ? 'null' : '[]' };
      let keys: Record<string, unknown>[] = [];
      if (plan.dml && plan.read) {
        const cte = `with pgrst_source as (${plan.dml}) `;
        page = await runRead(tx, plan.read, plan.params.values, undefined, cte);
      } else if (plan.dml) {
        const result = await tx.query(plan.dml, plan.params.values);
        page.pageTotal = plan.returning === 'key' ? result.rows.length : result.affectedRows;
        keys = result.rows;
      }
      return writeResponse(call, method, plan, page, keys);
    },
    query,
  );
}

function planWrite({ snapshot, call, method, name, query, body, casts }: WriteInput): WritePlan {
  const { prefs, representation } = call;
  const table = findTable(snapshot, name);
  const target = qualified(snapshot.schema, table.name);
  const params = new Params();
  const keyOnly = prefs.return === 'headers-only' && method === 'POST';
  const wantsBody = prefs.return === 'representation';
  const returning: Returning = wantsBody
    ? representationColumns(snapshot, table, query)
    : keyOnly
      ? 'key'
      : 'none';
  let dml: string | null = null;
  if (method === 'POST') {
    if (!body) throw invalidBody('Empty or invalid json');
    const { rows, columns } = insertShape(table, body.value, query.columns);
    const upsert = prefs.resolution
      ? { merge: prefs.resolution === 'merge-duplicates', onConflict: query.onConflict }
      : undefined;
    const bodyArray = Array.isArray(body.value) ? body.text : `[${body.text}]`;
    const missingDefault = prefs.missing === 'default';
    if (rows.length) {
      const insert = { table, target, rows, columns, bodyArray, missingDefault, upsert, returning };
      dml = buildInsert(insert, params);
    }
  } else {
    const change: ChangePlan = {
      table,
      target,
      filters: query.levels.get('')?.filters ?? [],
      returning,
    };
    if (method === 'DELETE') dml = buildDelete(change, params);
    else {
      const value = body?.value;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw invalidBody('Empty or invalid json');
      }
      const record = value as Record<string, unknown>;
      if (Object.keys(record).length) {
        dml = buildUpdate(change, record, body?.text ?? '{}', params);
      }
    }
  }
  const read = wantsBody
    ? buildRead(
        { snapshot, query: representationQuery(query), params, casts },
        table,
        'pgrst_source',
        { body: representation.single ? 'single' : 'array', stripNulls: representation.stripNulls },
      )
    : undefined;
  return { table, dml, returning, read, params };
}

/** Status, Content-Range, Location and body after the checks that roll a write back. */
function writeResponse(
  call: RestCall,
  method: WriteMethod,
  plan: WritePlan,
  page: Page,
  keys: Record<string, unknown>[],
): RestResponse {
  const { prefs, representation } = call;
  const affected = page.pageTotal;
  if (representation.single && affected !== 1) throw singularityError(affected);
  const max = prefs.maxAffected;
  if (prefs.handling === 'strict' && max !== undefined && affected > max) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
  const wantsBody = plan.read !== undefined;
  const total = prefs.count ? affected : null;
  const headers: Record<string, string> = {
    'content-range': wantsBody ? contentRange(0, affected, total) : `*/${total ?? '*'}`,
    ...appliedPreferences(call, [
      'return',
      'count',
      'resolution',
      'missing',
      'tx',
      'handling',
      'max-affected',
    ]),
  };
  const location = plan.returning === 'key' ? locationOf(plan.table, keys) : undefined;
  if (location) headers.location = location;
  if (wantsBody) headers['content-type'] = representation.contentType;
  const status = method === 'POST' ? 201 : wantsBody ? 200 : 204;
  return { status, headers, body: wantsBody ? page.body : undefined };
}

/** The columns a representation reads: selected, ordered by, or joined on for embedding. */
function representationColumns(
  snapshot: SchemaSnapshot,
  table: Table,
  query: ParsedQuery,
): 'all' | string[] {
  const columns = new Set<string>();
  for (const item of query.select) {
    if (item.kind === 'star') return 'all';
    if (item.kind === 'field') columns.add(item.name);
    else {
      const rel = resolveRelationship(snapshot, table, item.name, item.hint);
      for (const [parentColumn] of rel.joins) columns.add(parentColumn);
    }
  }
  for (const term of query.levels.get('')?.order ?? []) columns.add(term.field.name);
  return [...columns].filter((c) => table.columnByName.has(c));
}

/** `/books?id=eq.7` for a single inserted row, as PostgREST's Location header. */
function locationOf(table: Table, keys: Record<string, unknown>[]): string | undefined {
  const [row] = keys;
  if (keys.length !== 1 || !row || !table.primaryKey.length) return undefined;
  const query = new URLSearchParams(table.primaryKey.map((c) => [c, `eq.${String(row[c])}`]));
  return `/${encodeURIComponent(table.name)}?${query.toString()}`;
}
