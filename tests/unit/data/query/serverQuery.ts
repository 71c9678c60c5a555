/** A real supabase-js client whose requests go to a scripted fetch, for the server executor's tests. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
}

export type Responder = (request: Recorded) => Response | Promise<Response>;

export function json(body: unknown, status = 200, range?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (range) headers['Content-Range'] = range;
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers });
}

/** The featured half of a featured-first list (featured_until after now): see featuredOrder.test. */
const isFeaturedPart = (request: Recorded) =>
  request.url.searchParams.get('featured_until')?.startsWith('gt.') ?? false;

/**
 * `respond` answers every request but the featured half of a featured-first list, which
 * `featured` answers (by default: nothing is featured) and which `requests` leaves out.
 */
export function scriptedClient(
  respond: Responder,
  featured: Responder = () => json([], 200, '*/0'),
): {
  client: SupabaseClient;
  requests: Recorded[];
} {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Recorded = {
      method: init?.method ?? 'GET',
      url: new URL(input instanceof Request ? input.url : String(input)),
      headers: new Headers(init?.headers),
    };
    if (isFeaturedPart(request)) return featured(request);
    requests.push(request);
    return respond(request);
  };
  const client = createClient('http://api.test', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch },
  });
  return { client, requests };
}
