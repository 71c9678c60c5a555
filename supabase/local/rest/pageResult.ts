/**
 * Runs a planned read and turns its page into PostgREST's answer: the total by the requested
 * count method, the status (200, 206, 416) and `Content-Range`, and the single-object check.
 */
import { MAX_RESPONSE_BYTES } from '../config';
import type { Tx } from '../db';
import { rangeNotSatisfiable, RestError, singularityError } from './errors';
import type { Preferences } from './preferHeader';
import { readStatement, type ReadSql } from './readBuilder';

/** Above this many matching rows, `count=estimated` reports the planner's figure. */
const ESTIMATE_THRESHOLD = 1000;

export interface Page {
  total: number | null;
  pageTotal: number;
  body: string;
}

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

interface PageRow {
  total: string | null;
  page_total: string;
  body: string | null;
  body_bytes: number | null;
}

export async function runRead(
  tx: Tx,
  read: ReadSql,
  params: unknown[],
  count: Preferences['count'],
  prefix = '',
): Promise<Page> {
  const counted = count === 'exact' || count === 'estimated';
  const cap = count === 'estimated' ? ESTIMATE_THRESHOLD + 1 : undefined;
  const { rows } = await tx.query<PageRow>(readStatement(read, counted, prefix, cap), params);
  const row = rows[0];
  if (row && row.body === null && (row.body_bytes ?? 0) > MAX_RESPONSE_BYTES) {
    throw new RestError(
      400,
      '54000',
      'The response is too large',
      `The response would be ${row.body_bytes} bytes; the limit is ${MAX_RESPONSE_BYTES}.`,
      'Ask for fewer rows (limit and offset), fewer columns or fewer embedded resources.',
    );
  }
  let total = row?.total === null || row?.total === undefined ? null : Number(row.total);
  const tooMany = count === 'estimated' && (total ?? 0) > ESTIMATE_THRESHOLD;
  if (count === 'planned' || tooMany) {
    const standalone = read.standaloneCount;
    const planned = await plannedRows(tx, `${prefix}${standalone.sql}`, standalone.params);
    // PostgREST answers `max tableTotal <$> explain` for estimated: never below the rows it
    // has already counted (the capped exact count), however low the planner guesses.
    total = count === 'planned' ? planned : Math.max(total ?? 0, planned);
  }
  return { total, pageTotal: Number(row?.page_total ?? 0), body: row?.body ?? 'null' };
}

async function plannedRows(tx: Tx, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await tx.query<Record<string, unknown>>(`explain (format json) ${sql}`, params);
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** PostgREST's range arithmetic (RangeQuery.hs / Response.hs). */
export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const upper = offset + pageTotal - 1;
  const range = total !== 0 && offset <= upper ? `${offset}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** The answer to a GET/HEAD (and to a set-returning RPC). */
export function pageResponse(
  page: Page,
  offset: number,
  single: boolean,
  contentType: string,
  includeBody: boolean,
): RestResponse {
  if (single && page.pageTotal !== 1) throw singularityError(page.pageTotal);
  const { total, pageTotal } = page;
  const headers: Record<string, string> = {
    'content-type': contentType,
    'content-range': contentRange(offset, pageTotal, total),
  };
  if (total !== null && offset > total) {
    const error = rangeNotSatisfiable(
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
    error.headers['content-range'] = `*/${total}`;
    throw error;
  }
  const partial = total !== null && !single && pageTotal < total;
  return {
    status: partial ? 206 : 200,
    headers,
    body: includeBody ? page.body : undefined,
  };
}
