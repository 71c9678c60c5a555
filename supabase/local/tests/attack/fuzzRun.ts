/**
 * Runs the fuzzer against a stack: `count` requests from `seed`, a few at a time, while health is
 * asked every 200 ms. Shared by the api test (5,000 requests) and `npm run bench` (more).
 */
import { SignJWT } from 'jose';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from '../../config';
import { nextRequest, random, schemaFromOpenApi, type FuzzRequest } from './fuzzGrammar';

export interface FuzzFailure {
  index: number;
  request: FuzzRequest;
  status: number | string;
  answer: string;
}

export interface FuzzReport {
  requests: number;
  statuses: Record<string, number>;
  failures: FuzzFailure[];
  healthProbes: number;
  healthMaxMs: number;
  seconds: number;
}

const secret = new TextEncoder().encode(JWT_SECRET);

/** Tokens an attacker can make without the secret, and one signed but expired. */
async function forgedTokens(): Promise<string[]> {
  const [head, body] = ANON_KEY.split('.');
  const adminClaims = Buffer.from(
    JSON.stringify({ role: 'service_role', sub: '00000000-0000-4000-a000-000000000004' }),
  ).toString('base64url');
  const expired = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(secret);
  return [
    `${head}.${adminClaims}.${ANON_KEY.split('.')[2]}`,
    `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`,
    expired,
    'not-a-jwt',
  ];
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const json = (await res.json()) as { access_token?: string };
  if (!json.access_token) throw new Error(`fuzzer could not sign in as ${email}: ${res.status}`);
  return json.access_token;
}

export async function runFuzzer(
  url: string,
  {
    count,
    seed,
    concurrency = 4,
    onAnswer,
  }: {
    count: number;
    seed: number;
    concurrency?: number;
    /** Every answer, for comparing two databases request by request. */
    onAnswer?: (index: number, status: number | string, answer: string) => void;
  },
): Promise<FuzzReport> {
  const started = performance.now();
  const openApi = await fetch(`${url}/rest/v1/`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  const schema = schemaFromOpenApi(
    (await openApi.json()) as Parameters<typeof schemaFromOpenApi>[0],
  );
  if (schema.tables.size < 10)
    throw new Error(`the OpenAPI root listed ${schema.tables.size} tables`);
  const bearers = [
    ANON_KEY,
    ANON_KEY,
    await signIn(url, 'partner@vethub.test', 'VetHub-demo-2026'),
    await signIn(url, 'veteran@vethub.test', 'VetHub-demo-2026'),
    await signIn(url, 'admin@vethub.test', 'VetHub-demo-2026'),
  ];
  const keys = { anon: ANON_KEY, bearers, forged: await forgedTokens(), service: SERVICE_ROLE_KEY };
  // Requests are made up front, in order, so a seed always means the same requests.
  const rng = random(seed);
  const requests = Array.from({ length: count }, () => nextRequest(rng, schema, keys));

  const statuses: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  const health = { probes: 0, max: 0, running: true };
  const healthLoop = (async () => {
    while (health.running) {
      const t = performance.now();
      try {
        await (
          await fetch(`${url}/auth/v1/health`, { signal: AbortSignal.timeout(10_000) })
        ).text();
      } catch {
        // A health check that never answers counts as its full wait.
      }
      health.probes += 1;
      health.max = Math.max(health.max, performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();

  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index] as FuzzRequest;
      let status: number | string;
      let answer = '';
      try {
        const res = await fetch(`${url}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        answer = (await res.text()).slice(0, 300);
      } catch (error) {
        // No answer at all (a dropped connection, a timeout) is a failure too.
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        status = `${(error as Error).name}: ${cause?.code ?? cause?.message ?? (error as Error).message}`;
      }
      statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
      onAnswer?.(index, status, answer);
      if (typeof status !== 'number' || status >= 500) {
        failures.push({
          index,
          request: { ...request, body: request.body?.slice(0, 300) },
          status,
          answer,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  health.running = false;
  await healthLoop;
  return {
    requests: count,
    statuses,
    failures,
    healthProbes: health.probes,
    healthMaxMs: Math.round(health.max),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
