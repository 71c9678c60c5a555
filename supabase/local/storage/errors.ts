/**
 * Errors as Storage sends them: HTTP status plus `{statusCode, error, message}`, which
 * supabase-js turns into a StorageApiError (status, statusCode, message). Database errors of a
 * request map to the answers hosted Storage gives for them; never a 500 for bad input.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class StorageError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: 'Object' | 'Bucket' = 'Object') =>
  new StorageError(404, 'not_found', `${what} not found`);
export const badRequest = (message: string) => new StorageError(400, 'InvalidRequest', message);
export const tooLarge = () =>
  new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');

/** The SQLSTATE of a database error, if it is one. */
const sqlState = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;

/** Turns a database error into Storage's answer; anything unknown is rethrown (a stack bug). */
export function fromDatabase(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  switch (sqlState(error)) {
    case '42501':
      return new StorageError(403, 'Unauthorized', (error as Error).message);
    case '23505':
      return new StorageError(409, 'Duplicate', 'The resource already exists');
    case '23503':
      return notFound('Bucket');
    case '22P02':
    case '22023':
    case '23514':
      return badRequest((error as Error).message);
    default:
      throw error;
  }
}

export function errorResponse(c: Context, error: StorageError) {
  return c.json(
    { statusCode: String(error.status), error: error.error, message: error.message },
    error.status,
  );
}
