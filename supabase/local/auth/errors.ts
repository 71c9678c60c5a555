/**
 * GoTrue's error answers. A client that sends `X-Supabase-Api-Version: 2024-01-01` (supabase-js
 * always does) gets `{code, message}` and the header echoed back; older clients get the legacy
 * `{code: <status>, error_code, msg}` shape. auth-js reads `code` only when the header is present.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export class AuthApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra top-level fields GoTrue adds for some errors (e.g. weak_password reasons). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthApiError(400, code, message);
export const unprocessable = (code: string, message: string) =>
  new AuthApiError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthApiError(403, code, message);
export const notFound = (code: string, message: string) => new AuthApiError(404, code, message);
export const tooManyRequests = (code: string, message: string) =>
  new AuthApiError(429, code, message);

export const invalidCredentials = () =>
  badRequest('invalid_credentials', 'Invalid login credentials');

export function weakPassword(): AuthApiError {
  return new AuthApiError(422, 'weak_password', 'Password should be at least 6 characters.', {
    weak_password: { reasons: ['length'] },
  });
}

/** True when the request asked for the 2024-01-01 (or a later) error format. */
function wantsVersionedErrors(c: Context): boolean {
  const requested = c.req.header(API_VERSION_HEADER);
  return !!requested && /^2\d{3}-\d{2}-\d{2}$/.test(requested) && requested >= API_VERSION;
}

export function sendAuthError(c: Context, error: AuthApiError): Response {
  if (wantsVersionedErrors(c)) {
    c.header(API_VERSION_HEADER, API_VERSION);
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
  }
  return c.json(
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    error.status,
  );
}
