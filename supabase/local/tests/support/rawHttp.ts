/** Raw HTTP helpers for the attack suite: what an attacker sends, without supabase-js in between. */
import { request } from 'node:http';
import { ANON_KEY } from '../../config';
import { apiUrl } from './clients';

export interface RawAnswer {
  status: number;
  ms: number;
  text: string;
  json: unknown;
}

export async function raw(
  path: string,
  init: RequestInit = {},
  key = ANON_KEY,
): Promise<RawAnswer> {
  const started = performance.now();
  const res = await fetch(`${apiUrl()}${path}`, {
    ...init,
    headers: { apikey: key, authorization: `Bearer ${key}`, ...init.headers },
  });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, ms: performance.now() - started, text, json };
}

/**
 * Asks /auth/v1/health every `everyMs` until stopped; the slowest answer tells whether anything
 * blocked the server's event loop meanwhile.
 */
export function watchHealth(everyMs = 200) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${apiUrl()}/auth/v1/health`, {
        signal: AbortSignal.timeout(30_000),
      });
      await res.text();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { count: latencies.length, max: Math.max(0, ...latencies) };
    },
  };
}

/**
 * A JSON POST to `url` sent from `localAddress` (node:http can choose it; fetch cannot), so a test
 * can play several client addresses on one machine. `code` is the body's error code (GoTrue's
 * `error_code` or PostgREST's `code`), `message` its text; `headers` adds to the anon key's.
 */
export function postFrom(
  localAddress: string,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  const started = performance.now();
  type Answer = { status: number; code?: string; message?: string; ms: number };
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { apikey: ANON_KEY, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          const body = (text ? JSON.parse(text) : {}) as Record<string, unknown> | null;
          const field = (name: string) =>
            typeof body?.[name] === 'string' ? (body[name] as string) : undefined;
          resolve({
            status: res.statusCode ?? 0,
            code: field('error_code') ?? field('code'),
            message: field('message') ?? field('msg'),
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}
