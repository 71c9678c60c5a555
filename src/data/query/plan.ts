/**
 * A filter compiled to conditions both executors understand. Each kind has one meaning, written
 * twice: in JS for the mirror (matchRow.ts) and as PostgREST filters (serverConditions.ts).
 */
import type { QueryTable } from './filters';

export type Scalar = string | number | boolean;

export type Condition =
  /** The column equals the value (exact, case-sensitive for text). */
  | { kind: 'eq'; column: string; value: Scalar }
  | { kind: 'in'; column: string; values: readonly string[] }
  | { kind: 'isNull'; column: string }
  | { kind: 'notNull'; column: string }
  /** The array column holds the value. */
  | { kind: 'contains'; column: string; value: string }
  /** The array column holds at least one of the values (none given: nothing matches). */
  | { kind: 'overlaps'; column: string; values: readonly string[] }
  /** The term appears, ignoring case, inside at least one of the columns (ILIKE '%term%'). */
  | { kind: 'text'; columns: readonly string[]; term: string }
  /** The column matches the regular expression, ignoring case (PostgreSQL `~*`). */
  | { kind: 'regex'; column: string; pattern: string; indexPrefix: string }
  /** The instant column is after the value (a timestamptz). */
  | { kind: 'after'; column: string; value: string }
  /** The instant column is null or at or before the value. */
  | { kind: 'notAfter'; column: string; value: string }
  /** The number column is at least the value (null matches nothing, as in SQL). */
  | { kind: 'atLeast'; column: string; value: number }
  /**
   * Within `radiusMiles` of the ZIP code's centroid: the executor puts each row's distance in
   * `column` (the server's services_near, the mirror from the device's centroids), then the
   * column is at most the radius (null, a row with no known location, matches nothing).
   */
  | { kind: 'near'; column: 'distance_miles'; zip: string; radiusMiles: number };

export interface OrderTerm {
  column: string;
  descending: boolean;
  /**
   * How values compare: instants (timestamptz text), numbers, or codes (short ASCII values such
   * as a language, which every collation orders as JS does). Nulls always sort last.
   */
  type: 'time' | 'number' | 'code';
}

export interface QueryPlan {
  table: QueryTable;
  conditions: Condition[];
  order: OrderTerm[];
  offset: number;
  limit: number;
  /**
   * Rows whose featured_until is after this instant (the time the plan was made) come first,
   * each part in `order`: paid featuring ends by itself, no job needed.
   */
  featuredAfter?: string;
}

export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Rows matching the filter across all pages (an estimate when `estimated`). */
  total: number;
  /** The server counted up to its limit and estimated the rest: say "about". */
  estimated?: true;
}
