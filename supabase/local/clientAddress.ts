/** The address of the socket a request came over, as the API gateway in front of Supabase sees it. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (app.request in a unit test) have no socket.
    return undefined;
  }
}

/**
 * The request's headers as PostgREST passes them to SQL behind the hosted gateway: the socket's
 * address appended to `x-forwarded-for`, and no `cf-connecting-ip` unless the edge set it (there
 * is no edge here, so a client's own is forged). SQL trusts only those two (limits by address).
 */
export function forwardedHeaders(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    headers[key] = value;
  });
  delete headers['cf-connecting-ip'];
  const address = socketAddress(c);
  const sent = headers['x-forwarded-for'];
  if (address) headers['x-forwarded-for'] = sent ? `${sent}, ${address}` : address;
  else delete headers['x-forwarded-for'];
  return headers;
}
