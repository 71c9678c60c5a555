/**
 * Veteran verification through ID.me (spec §4), the only place the verified flag is set.
 *
 *   GET  /idme-verify/authorize?redirect_uri&state  → 302 to the provider's consent page
 *   POST /idme-verify  {code, redirect_uri}         → exchanges the code, checks the military
 *        (Authorization: Bearer <user JWT>)            group is verified, sets
 *                                                      profiles.verified_veteran with the service role
 *   GET  /idme-verify/config                        → what is configured (never a secret)
 *
 * Production: IDME_CLIENT_ID, IDME_CLIENT_SECRET and SITE_URL (the app's origin; more in
 * IDME_ALLOWED_ORIGINS) set as function secrets; Supabase Edge
 * provides SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY. Without an ID.me
 * client, and only when the project runs on a loopback address (the local stack), the
 * clearly labelled test-mode provider at /auth/v1/testmode/idme stands in.
 */

import { callerOf, CORS, fail, isLoopback, json, readEnv } from '../_shared/env.ts';

interface Env {
  supabaseUrl: string;
  anonKey: string | undefined;
  serviceKey: string | undefined;
  provider: Provider | null;
}

interface Provider {
  mode: 'production' | 'test';
  authorizeUrl: string;
  tokenUrl: string;
  attributesUrl: string;
  clientId: string;
  clientSecret: string;
}

const CALLBACK_PATH = '/auth/idme-callback';

function loadEnv(req: Request): Env {
  const supabaseUrl = (readEnv('SUPABASE_URL') ?? new URL(req.url).origin).replace(/\/$/, '');
  const clientId = readEnv('IDME_CLIENT_ID');
  const clientSecret = readEnv('IDME_CLIENT_SECRET');
  const base = readEnv('IDME_BASE_URL') ?? 'https://api.id.me';
  let provider: Provider | null = null;
  if (clientId && clientSecret) {
    provider = {
      mode: 'production',
      authorizeUrl: `${base}/oauth/authorize`,
      tokenUrl: `${base}/oauth/token`,
      attributesUrl: `${base}/api/public/v3/attributes.json`,
      clientId,
      clientSecret,
    };
  } else if (isLoopback(supabaseUrl)) {
    const test = `${supabaseUrl}/auth/v1/testmode/idme`;
    provider = {
      mode: 'test',
      authorizeUrl: `${test}/authorize`,
      tokenUrl: `${test}/token`,
      attributesUrl: `${test}/attributes`,
      clientId: 'vethub-local-test',
      clientSecret: 'vethub-local-test',
    };
  }
  return {
    supabaseUrl,
    anonKey: readEnv('SUPABASE_ANON_KEY'),
    serviceKey: readEnv('SUPABASE_SERVICE_ROLE_KEY'),
    provider,
  };
}

/**
 * Only this site's callback may receive the code: SITE_URL and IDME_ALLOWED_ORIGINS (comma
 * separated) in production, any loopback origin on the local stack.
 */
function validRedirect(value: string | null): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    if (url.pathname !== CALLBACK_PATH || url.search || url.hash) return false;
    if (isLoopback(value) && (url.protocol === 'http:' || url.protocol === 'https:')) return true;
    const allowed = [readEnv('SITE_URL'), ...(readEnv('IDME_ALLOWED_ORIGINS') ?? '').split(',')]
      .filter((o): o is string => Boolean(o?.trim()))
      .map((o) => new URL(o.trim()).origin);
    return url.protocol === 'https:' && allowed.includes(url.origin);
  } catch {
    return false;
  }
}

function authorize(req: Request, env: Env): Response {
  if (!env.provider) return fail(503, 'not_configured', 'Veteran verification is not set up.');
  const params = new URL(req.url).searchParams;
  const redirectUri = params.get('redirect_uri');
  const state = params.get('state') ?? '';
  if (!validRedirect(redirectUri) || !/^[A-Za-z0-9_-]{16,128}$/.test(state)) {
    return fail(400, 'bad_request', 'A valid redirect_uri and state are required.');
  }
  const target = new URL(env.provider.authorizeUrl);
  target.searchParams.set('client_id', env.provider.clientId);
  target.searchParams.set('redirect_uri', redirectUri);
  target.searchParams.set('response_type', 'code');
  target.searchParams.set('scope', 'military');
  target.searchParams.set('state', state);
  return new Response(null, { status: 302, headers: { ...CORS, Location: target.toString() } });
}

interface Attributes {
  status?: { group?: string; verified?: boolean }[];
}

async function isVerifiedVeteran(provider: Provider, code: string, redirectUri: string) {
  const token = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    }),
  });
  if (!token.ok) return false;
  const { access_token: accessToken } = (await token.json()) as { access_token?: string };
  if (!accessToken) return false;
  const attrs = await fetch(provider.attributesUrl, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (!attrs.ok) return false;
  const body = (await attrs.json()) as Attributes;
  return (body.status ?? []).some((s) => s.group === 'military' && s.verified === true);
}

async function verify(req: Request, env: Env): Promise<Response> {
  if (!env.provider) return fail(503, 'not_configured', 'Veteran verification is not set up.');
  if (!env.serviceKey) return fail(503, 'not_configured', 'The service role key is missing.');
  const userId = (await callerOf(req, env.supabaseUrl, env.anonKey))?.id;
  if (!userId) return fail(401, 'no_authorization', 'Sign in before verifying.');
  let body: { code?: unknown; redirect_uri?: unknown };
  try {
    body = (await req.json()) as typeof body;
  } catch {
    return fail(400, 'bad_request', 'The body must be JSON.');
  }
  const code = typeof body.code === 'string' ? body.code : '';
  const redirectUri = typeof body.redirect_uri === 'string' ? body.redirect_uri : null;
  if (!code || !validRedirect(redirectUri)) {
    return fail(400, 'bad_request', 'code and redirect_uri are required.');
  }
  if (!(await isVerifiedVeteran(env.provider, code, redirectUri))) {
    return fail(403, 'not_verified', 'ID.me did not confirm veteran status.');
  }
  const verifiedAt = new Date().toISOString();
  const headers = {
    apikey: env.serviceKey,
    Authorization: `Bearer ${env.serviceKey}`,
    'Content-Type': 'application/json',
  };
  const profileUrl = `${env.supabaseUrl}/rest/v1/profiles?id=eq.${encodeURIComponent(userId)}`;
  const current = await fetch(`${profileUrl}&select=user_type`, { headers });
  const rows = current.ok ? ((await current.json()) as { user_type?: string }[]) : [];
  // A verified veteran is a veteran: public becomes veteran, partner becomes both (spec §4).
  const type = rows[0]?.user_type;
  const userType = type === 'partner' || type === 'both' ? 'both' : 'veteran';
  const update = await fetch(profileUrl, {
    method: 'PATCH',
    headers: { ...headers, Prefer: 'return=minimal' },
    body: JSON.stringify({ verified_veteran: true, verified_at: verifiedAt, user_type: userType }),
  });
  if (!update.ok) return fail(502, 'update_failed', 'The verification could not be saved.');
  return json({ ok: true, verified_at: verifiedAt });
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  const env = loadEnv(req);
  const path = new URL(req.url).pathname.replace(/\/$/, '');
  if (req.method === 'GET' && path.endsWith('/authorize')) return authorize(req, env);
  if (req.method === 'GET' && path.endsWith('/config')) {
    return json({
      configured: env.provider !== null && env.serviceKey !== undefined,
      mode: env.provider?.mode ?? 'none',
      callbackPath: CALLBACK_PATH,
      clientIdSet: readEnv('IDME_CLIENT_ID') !== undefined,
      clientSecretSet: readEnv('IDME_CLIENT_SECRET') !== undefined,
      serviceKeySet: env.serviceKey !== undefined,
    });
  }
  if (req.method === 'POST') return verify(req, env);
  return fail(405, 'method_not_allowed', 'Use GET /authorize, GET /config or POST.');
}
