/**
 * Errors as PostgREST reports them: `{code, message, details, hint}` with PostgREST's statuses,
 * for its own errors (PGRSTxxx) and for the database's (SQLSTATE codes).
 */
import type { ApiRole } from '../requestAuth';

export interface ErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class RestError extends Error {
  /** Extra response headers, e.g. Content-Range on a 416. */
  headers: Record<string, string> = {};

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** PGRST100: a query parameter that does not parse. Mirrors PostgREST's parser messages. */
export function parseError(what: string, input: string, position: number, details: string) {
  return new RestError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${input})" (line 1, column ${position + 1})`,
    details,
  );
}

export function tableNotFound(schema: string, name: string, suggestion?: string) {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );
}

/** PGRST204: a payload or `columns=` key that is not a column. */
export function payloadColumnNotFound(table: string, column: string) {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

/** What Postgres answers for a select, filter or order on a missing column (42703). */
export function undefinedColumn(table: string, column: string) {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

export function invalidBody(message: string) {
  return new RestError(400, 'PGRST102', message);
}

export function singularityError(rows: number) {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

export function rangeNotSatisfiable(details: string) {
  return new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);
}

interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as Record<string, unknown>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string';
}

/**
 * PostgREST's SQLSTATE → HTTP status table (its errors reference, v12+). A statement cancelled
 * by statement_timeout (57014) is 500 there, and so here: clients see what production sends.
 * One departure: a program limit (class 54, e.g. a 35 KB word read as a tsvector, a filter
 * nested past the parser's depth) is 500 there but is always what the request asked for, so it
 * is 400 here, with PostgreSQL's reason.
 */
export function statusForSqlState(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '53400': 500,
    P0001: 400,
  };
  const status = exact[code];
  if (status) return status;
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]);
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

export function fromDatabaseError(error: DatabaseErrorLike, role: ApiRole): RestError {
  return new RestError(
    statusForSqlState(error.code, role),
    error.code,
    error.message,
    error.detail || null,
    error.hint || null,
  );
}
