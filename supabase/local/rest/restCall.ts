/**
 * What every REST request carries once its headers are read: the verified caller, the `Prefer`
 * preferences, the negotiated representation and the JSON body; and how it runs: in one
 * transaction as the caller's role (rolled back on error or with `Prefer: tx=rollback`).
 */
import type { Context } from 'hono';
import { forwardedHeaders } from '../clientAddress';
import type { Db, TransactionOptions, Tx } from '../db';
import { asRole, authenticate, type RequestAuth } from '../requestAuth';
import { invalidBody, RestError } from './errors';
import { negotiate, type Representation } from './mediaType';
import type { RestResponse } from './pageResult';
import { parsePrefer, type Preferences } from './preferHeader';
import type { ParsedQuery } from './queryParser';
import { limitsFor } from './requestCost';
import type { SchemaCache } from './schemaCache';

export interface RestEnv {
  db: Db;
  cache: SchemaCache;
}

export interface RestCall {
  method: string;
  url: URL;
  auth: RequestAuth;
  prefs: Preferences;
  representation: Representation;
  headers: Record<string, string>;
}

export async function readCall(c: Context, schema: string): Promise<RestCall> {
  const headers = forwardedHeaders(c);
  const method = c.req.method.toUpperCase();
  const profile =
    method === 'GET' || method === 'HEAD' ? headers['accept-profile'] : headers['content-profile'];
  if (profile !== undefined && profile !== schema) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${schema}`,
    );
  }
  const auth = await authenticate(c.req.raw.headers);
  return {
    method,
    url: new URL(c.req.url),
    auth,
    prefs: parsePrefer(headers.prefer),
    representation: negotiate(headers.accept),
    headers,
  };
}

export interface JsonBody {
  value: unknown;
  /** The body text exactly as sent, so numbers reach Postgres without a trip through JS. */
  text: string;
}

/** The request body as JSON (PGRST102 when it is not); an empty body is `undefined`. */
export async function readJsonBody(c: Context): Promise<JsonBody | undefined> {
  const contentType = (c.req.header('content-type') ?? 'application/json').toLowerCase();
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  if (!contentType.includes('json')) {
    throw new RestError(
      415,
      'PGRST107',
      `None of these media types are available: ${contentType.split(';')[0] ?? contentType}`,
    );
  }
  try {
    return { value: JSON.parse(text) as unknown, text };
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}

class Rollback {
  constructor(readonly response: RestResponse) {}
}

/** Runs `work` in the caller's role; `Prefer: tx=rollback` answers normally but keeps nothing. */
export async function runAsCaller(
  env: RestEnv,
  call: RestCall,
  work: (tx: Tx) => Promise<RestResponse>,
  /** The request's parsed query: a costly one runs under a shorter statement limit. */
  query?: ParsedQuery,
): Promise<RestResponse> {
  const info = { method: call.method, path: call.url.pathname, headers: call.headers };
  const narrow = (limits: TransactionOptions) => (query ? limitsFor(query, limits) : limits);
  try {
    const run = async (tx: Tx) => {
      const response = await work(tx);
      if (call.prefs.tx === 'rollback') throw new Rollback(response);
      return response;
    };
    return await asRole(env.db, call.auth, info, run, narrow);
  } catch (error) {
    if (error instanceof Rollback) return error.response;
    throw error;
  }
}

/** `Preference-Applied` for the preferences this kind of request honours. */
export function appliedPreferences(call: RestCall, names: string[]): Record<string, string> {
  const applied = call.prefs.applied.filter((p) => names.some((n) => p.startsWith(`${n}=`)));
  return applied.length ? { 'preference-applied': applied.join(', ') } : {};
}
