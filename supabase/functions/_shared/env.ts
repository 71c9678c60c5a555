/**
 * What every edge function reads from its environment and how it answers: the same on Supabase
 * Edge (Deno.env) and inside the local stack (process.env).
 */

export function readEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: { env: { get(n: string): string | undefined } } }).Deno;
  const value = deno ? deno.env.get(name) : globalThis.process?.env[name];
  return value || undefined;
}

export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/**
 * The project's API URL: Supabase Edge sets SUPABASE_URL; the local stack hands each function its
 * request on the stack's configured URL (functionsApp.ts), so the Host header never decides it.
 */
export function supabaseUrlOf(req: Request): string {
  return (readEnv('SUPABASE_URL') ?? new URL(req.url).origin).replace(/\/$/, '');
}

export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: CORS });
}

export function fail(status: number, code: string, message: string): Response {
  return json({ ok: false, code, message }, status);
}

/**
 * Origins the app is served from, to which a function may send people back: SITE_URL and
 * ALLOWED_ORIGINS (comma separated, https) in production, any loopback origin locally.
 */
export function isAllowedOrigin(value: string, extraEnv?: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (isLoopback(value)) return true;
    const allowed = [
      readEnv('SITE_URL'),
      ...(readEnv('ALLOWED_ORIGINS') ?? '').split(','),
      ...(extraEnv ? (readEnv(extraEnv) ?? '').split(',') : []),
    ]
      .filter((o): o is string => Boolean(o?.trim()))
      .map((o) => new URL(o.trim()).origin);
    return url.protocol === 'https:' && allowed.includes(url.origin);
  } catch {
    return false;
  }
}

/** The signed-in user behind the request's JWT, as GoTrue says (the token is not trusted as is). */
export async function callerOf(
  req: Request,
  supabaseUrl: string,
  anonKey: string | undefined,
): Promise<{ id: string; email: string | null } | null> {
  const auth = req.headers.get('Authorization');
  const apikey = req.headers.get('apikey') ?? anonKey;
  if (!auth?.startsWith('Bearer ') || !apikey) return null;
  const res = await fetch(`${supabaseUrl}/auth/v1/user`, {
    headers: { Authorization: auth, apikey },
  });
  if (!res.ok) return null;
  const user = (await res.json()) as { id?: unknown; email?: unknown };
  if (typeof user.id !== 'string') return null;
  return { id: user.id, email: typeof user.email === 'string' ? user.email : null };
}

/** REST calls with the service role key (bypasses RLS: only for checked server writes). */
export function serviceRest(supabaseUrl: string, serviceKey: string) {
  const headers = {
    apikey: serviceKey,
    Authorization: `Bearer ${serviceKey}`,
    'Content-Type': 'application/json',
  };
  return async function rest<T>(
    path: string,
    init: { method?: string; body?: unknown; prefer?: string } = {},
  ): Promise<{ ok: boolean; status: number; data: T | null }> {
    const res = await fetch(`${supabaseUrl}/rest/v1/${path}`, {
      method: init.method ?? 'GET',
      headers: init.prefer ? { ...headers, Prefer: init.prefer } : headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { ok: res.ok, status: res.status, data: text ? (JSON.parse(text) as T) : null };
  };
}
