/**
 * POST /rest/v1/rpc/<fn> (named arguments in a JSON object) and GET/HEAD (arguments in the
 * query string, read-only). Set-returning functions take filters, order and paging like a table.
 */
import type { Context } from 'hono';
import { invalidBody } from './errors';
import { pageResponse, runRead, type Page, type RestResponse } from './pageResult';
import { parseQuery } from './queryParser';
import { buildRead, buildTail, type ReadSql } from './readBuilder';
import { resolveCasts } from './castTypes';
import {
  appliedPreferences,
  readJsonBody,
  runAsCaller,
  type RestCall,
  type RestEnv,
} from './restCall';
import { callSource, resolveRoutine } from './rpcBuilder';
import { newTable, type Routine } from './schemaCatalog';
import { Params } from './sqlParams';

interface RpcPlan {
  routine: Routine;
  prefix: string;
  /** For composite results: a read over the call's rows. */
  read?: ReadSql;
  /** For scalar and void results: the statement giving page_total and body. */
  scalarSql?: string;
  params: Params;
  offset: number;
}

export async function handleRpc(
  env: RestEnv,
  call: RestCall,
  name: string,
  c: Context,
): Promise<RestResponse> {
  const viaPost = call.method === 'POST';
  const body = viaPost ? await readJsonBody(c) : undefined;
  const value = body?.value ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidBody('Empty or invalid json');
  }
  const { single, stripNulls, contentType } = call.representation;
  const plan = await env.cache.withSnapshot(async (snapshot): Promise<RpcPlan> => {
    let argNames = Object.keys(value);
    let argsJson = body?.text ?? '{}';
    const search = call.url.searchParams;
    if (!viaPost) {
      const known = new Set(
        (snapshot.routines.get(name) ?? []).flatMap((r) => r.params.map((p) => p.name)),
      );
      const args = Object.fromEntries([...search].filter(([key]) => known.has(key)));
      argNames = Object.keys(args);
      argsJson = JSON.stringify(args);
    }
    const query = parseQuery(search, new Set(viaPost ? [] : argNames));
    const routine = resolveRoutine(snapshot, name, argNames, viaPost);
    const params = new Params();
    const prefix = `with pgrst_call as materialized (${callSource(snapshot.schema, routine, argNames, argsJson, params)}) `;
    const root = query.levels.get('');
    const offset = root?.offset ?? 0;
    if (routine.returnKind === 'composite') {
      const casts = await resolveCasts(env.db, query);
      const table = routine.resultTable ?? newTable(name, 'c');
      const asObject = single || !routine.returnsSet;
      const read = buildRead({ snapshot, query, params, casts }, table, 'pgrst_call', {
        body: asObject ? 'single' : 'array',
        stripNulls,
      });
      return { routine, prefix, read, params, offset };
    }
    let scalarSql: string;
    if (routine.returnKind === 'void') {
      scalarSql = `select count(*)::text as page_total, null as body from pgrst_call`;
    } else if (routine.returnsSet) {
      const tail = root
        ? buildTail('_pgrst_call', newTable(name, 'c'), { ...root, order: [] }, params)
        : '';
      scalarSql = `select count(*)::text as page_total, coalesce(json_agg(_pgrst_t._f), '[]'::json)::text as body from (select _f from pgrst_call as _pgrst_call${tail}) as _pgrst_t`;
    } else {
      scalarSql = `select count(*)::text as page_total, (json_agg(_pgrst_t._f) -> 0)::text as body from pgrst_call as _pgrst_t`;
    }
    return { routine, prefix, scalarSql, params, offset };
  });
  return runAsCaller(env, call, async (tx) => {
    const { routine } = plan;
    const includeBody = call.method !== 'HEAD';
    const applied = appliedPreferences(call, ['count', 'tx']);
    let page: Page;
    if (plan.read) {
      page = await runRead(tx, plan.read, plan.params.values, call.prefs.count, plan.prefix);
    } else {
      const { rows } = await tx.query<{ page_total: string; body: string | null }>(
        plan.prefix + (plan.scalarSql ?? ''),
        plan.params.values,
      );
      page = {
        total: null,
        pageTotal: Number(rows[0]?.page_total ?? 0),
        body: rows[0]?.body ?? 'null',
      };
    }
    if (routine.returnKind === 'void') return { status: 204, headers: applied };
    if (routine.returnsSet) {
      const response = pageResponse(page, plan.offset, single, contentType, includeBody);
      Object.assign(response.headers, applied);
      return response;
    }
    return {
      status: 200,
      headers: { 'content-type': contentType, ...applied },
      body: includeBody ? page.body : undefined,
    };
  });
}
