/** GET and HEAD on `/rest/v1/<table>`. */
import { resolveCasts } from './castTypes';
import { pageResponse, runRead, type RestResponse } from './pageResult';
import { parseQuery } from './queryParser';
import { buildRead } from './readBuilder';
import { appliedPreferences, runAsCaller, type RestCall, type RestEnv } from './restCall';
import { findTable } from './schemaCache';
import { Params, qualified } from './sqlParams';

export async function handleRead(
  env: RestEnv,
  call: RestCall,
  name: string,
): Promise<RestResponse> {
  const query = parseQuery(call.url.searchParams);
  const casts = await resolveCasts(env.db, query);
  const { single, stripNulls, contentType } = call.representation;
  const plan = await env.cache.withSnapshot((snapshot) => {
    const table = findTable(snapshot, name);
    const params = new Params();
    const read = buildRead(
      { snapshot, query, params, casts },
      table,
      qualified(snapshot.schema, table.name),
      {
        body: single ? 'single' : 'array',
        stripNulls,
      },
    );
    return { read, params };
  });
  const offset = query.levels.get('')?.offset ?? 0;
  return runAsCaller(
    env,
    call,
    async (tx) => {
      const page = await runRead(tx, plan.read, plan.params.values, call.prefs.count);
      const response = pageResponse(page, offset, single, contentType, call.method !== 'HEAD');
      Object.assign(response.headers, appliedPreferences(call, ['count', 'tx']));
      return response;
    },
    query,
  );
}
