/**
 * One error report as the device keeps it and the server stores it (table error_reports). The
 * outbox checks it with errorReportSchema. Reports carry no personal data: addresses, tokens and
 * query strings are stripped before anything is kept or sent. No zod here: the error page is on
 * the first page's bundle.
 */
export type ErrorKind = 'route' | 'render' | 'chunk';

/** Field names as the error_reports table has them; checked by errorReportSchema when queued. */
export interface ErrorReport {
  reference: string;
  device_id: string;
  kind: ErrorKind;
  message: string;
  stack: string | null;
  route: string;
  build_id: string;
  online: boolean;
  occurred_at: string;
}

const EMAIL = /[^\s@/]+@[^\s@/]+\.[^\s@/]+/g;
// JWTs and other long opaque strings (session tokens, reset codes, keys).
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const LONG_TOKEN = /\b[A-Za-z0-9_-]{32,}\b/g;
// A query string or fragment inside a URL or path: it may hold a search, an email or a token.
const QUERY = /([\w/.:-])[?#][^\s)'"]*/g;

/** Removes what could identify a person or open their account. */
export function scrub(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(JWT, '[token]')
    .replace(LONG_TOKEN, '[token]')
    .replace(QUERY, '$1');
}

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A short reference a person can read out on the phone, e.g. "K7QD-2M4X". */
export function makeReference(random: Uint8Array = crypto.getRandomValues(new Uint8Array(8))) {
  const chars = Array.from(random, (byte) => ALPHABET[byte % ALPHABET.length]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}`;
}

export interface ErrorFacts {
  kind: ErrorKind;
  error: unknown;
  /** location.pathname (+ search, which is stripped). */
  route: string;
  buildId: string;
  online: boolean;
  deviceId: string;
  now: Date;
}

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) {
    return { message: error.message || error.name, stack: error.stack ?? null };
  }
  if (typeof error === 'string') return { message: error, stack: null };
  // A route error response (404 and the like) or anything else thrown.
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: null };
  } catch {
    return { message: String(error), stack: null };
  }
}

export function buildErrorReport(facts: ErrorFacts, reference = makeReference()): ErrorReport {
  const { message, stack } = describe(facts.error);
  return {
    reference,
    device_id: facts.deviceId,
    kind: facts.kind,
    message: scrub(message).slice(0, 1000) || 'Unknown error',
    stack: stack ? scrub(stack).slice(0, 8000) : null,
    route: scrub(facts.route).slice(0, 500) || '/',
    build_id: facts.buildId.slice(0, 100) || 'unknown',
    online: facts.online,
    occurred_at: facts.now.toISOString(),
  };
}
