/**
 * `/rest/v1`: the subset of PostgREST that supabase-js uses, over the stack's database. Every
 * request is authenticated, then runs as the caller's role in one transaction so row-level
 * security applies. Every error a client can cause is answered with a PostgREST-shaped 4xx.
 */
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context';
import { AuthError } from '../requestAuth';
import { fromDatabaseError, isDatabaseError, RestError } from './errors';
import type { RestResponse } from './pageResult';
import { openApi } from './openApi';
import { handleRead } from './readHandler';
import { readCall, type RestCall, type RestEnv } from './restCall';
import { handleRpc } from './rpcHandler';
import { SchemaCache } from './schemaCache';
import { handleWrite } from './writeHandler';

const SCHEMA = 'public';

type Handler = (call: RestCall, c: Context) => Promise<RestResponse>;

export function createRestApp(ctx: StackContext): Hono {
  const env: RestEnv = { db: ctx.db, cache: new SchemaCache(ctx.db, SCHEMA) };
  const app = new Hono();

  const serve = (handler: Handler) => async (c: Context) => {
    let call: RestCall | undefined;
    try {
      call = await readCall(c, SCHEMA);
      return toResponse(await handler(call, c));
    } catch (error) {
      const restError = toRestError(error, call);
      if (!restError) throw error;
      // A 5xx is the server's fault (or its limit, like a statement timeout): keep a trace.
      if (restError.status >= 500) {
        ctx.log(
          `${restError.status} ${restError.code} on ${c.req.method} ${c.req.url}: ${restError.message}`,
        );
      }
      return errorResponse(restError);
    }
  };

  // PostgREST answers its root with an OpenAPI description; supabase-js never reads it.
  const root = serve(async (call) => {
    const full = call.auth.role === 'service_role';
    return {
      status: 200,
      headers: { 'content-type': 'application/openapi+json; charset=utf-8' },
      body: JSON.stringify(openApi(full ? await env.cache.refresh() : undefined)),
    };
  });
  app.get('/', root);
  app.on(
    ['GET', 'HEAD', 'POST'],
    '/rpc/:fn',
    serve((call, c) => handleRpc(env, call, c.req.param('fn') ?? '', c)),
  );
  app.on(
    ['GET', 'HEAD'],
    '/:table',
    serve((call, c) => handleRead(env, call, c.req.param('table') ?? '')),
  );
  app.on(
    ['POST', 'PATCH', 'DELETE'],
    '/:table',
    serve((call, c) => handleWrite(env, call, c.req.param('table') ?? '', c)),
  );
  app.options(
    '/:table',
    () =>
      new Response(null, { status: 200, headers: { allow: 'OPTIONS,GET,HEAD,POST,PATCH,DELETE' } }),
  );
  app.all('/*', (c) => {
    if (c.req.method === 'GET' && /\/rest\/v1\/$/.test(c.req.path)) return root(c);
    const put = c.req.method === 'PUT';
    return errorResponse(
      new RestError(
        put ? 405 : 404,
        put ? 'PGRST117' : 'PGRST125',
        put ? 'Unsupported HTTP method: PUT' : 'Invalid path specified in request URL',
      ),
    );
  });
  return app;
}

function toRestError(error: unknown, call: RestCall | undefined): RestError | undefined {
  if (error instanceof RestError) return error;
  if (error instanceof AuthError) {
    const restError = new RestError(error.status, error.code, error.message);
    restError.headers['www-authenticate'] =
      `Bearer error="invalid_token", error_description="${error.message.replace(/"/g, "'")}"`;
    return restError;
  }
  if (isDatabaseError(error)) return fromDatabaseError(error, call?.auth.role ?? 'anon');
  return undefined;
}

function errorResponse(error: RestError): Response {
  return new Response(JSON.stringify(error.body()), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers },
  });
}

function toResponse(response: RestResponse): Response {
  const noBody = response.status === 204 || response.body === undefined;
  return new Response(noBody ? null : response.body, {
    status: response.status,
    headers: response.headers,
  });
}
