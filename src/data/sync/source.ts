/**
 * What the sync engine needs from the server, as a small interface: supabaseSource.ts implements
 * it with supabase-js; unit tests implement it in memory. Keeps the engine free of wire details.
 */
import type { MirrorRow, MirrorTableName } from '../localDb';
import type { RowKey } from '../mirrorTables';
import type { Condition } from '../query/plan';
import type { RealtimeStatus } from './syncAtoms';
import type { Watermark } from './syncMeta';

export interface PageRequest {
  table: MirrorTableName;
  /** Rows strictly after this (updated_at, key) in pull order; null: from the start. */
  after: Watermark | null;
  limit: number;
  /**
   * Also count every row after the watermark (for progress); only the first page asks. A
   * descending request (a stream's newest) gets an estimate past 1,000, as visibleCount.
   */
  withCount: boolean;
  /** Only rows matching these (a working-set stream, workingSet.ts); none: every visible row. */
  conditions?: readonly Condition[];
  /** Newest first, `after` then meaning "older than": a stream's first download. */
  descending?: boolean;
}

export interface Page {
  /** Ordered by updated_at, then key: ascending unless the request was descending. */
  rows: MirrorRow[];
  /** Rows after the watermark in all, when withCount was asked. */
  remaining: number | null;
}

/** Numeric key range: from (inclusive) up to before (exclusive); open ends when absent. */
export interface KeyRange {
  from?: number;
  before?: number;
}

export interface RowChange {
  table: MirrorTableName;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  /** INSERT/UPDATE: the new row, or only its key and status columns when it left visibility. */
  record: Record<string, unknown> | null;
  /** UPDATE/DELETE: at least the key of the old row. */
  oldRecord: Record<string, unknown> | null;
}

/** Per table, the postgres_changes filters it listens with; absent: every change. */
export type RealtimeFilters = Partial<Record<MirrorTableName, readonly string[]>>;

export interface SyncSource {
  pullPage(request: PageRequest): Promise<Page>;
  /**
   * How many rows the public may see, in a key range (the whole table when absent). `estimated`:
   * exact up to 1,000, the planner's estimate beyond (counting a million rows exactly costs the
   * server a scan on every device's every cycle).
   */
  visibleCount(table: MirrorTableName, range?: KeyRange, estimated?: boolean): Promise<number>;
  /** Keys the public may see in a range, ascending, after `afterKey`, at most `limit`. */
  visibleKeys(
    table: MirrorTableName,
    range: KeyRange,
    afterKey: RowKey | null,
    limit: number,
  ): Promise<RowKey[]>;
  /**
   * Those of these keys the public may still see, each with `columns` (a working set's check for
   * rows that left public view or moved out of its streams).
   */
  visibleAmong(
    table: MirrorTableName,
    keys: readonly RowKey[],
    columns?: readonly string[],
  ): Promise<Record<string, unknown>[]>;
  /** The services category mapping rows (service_categories). */
  categoryRows(): Promise<unknown[]>;
  /**
   * Starts realtime; returns a function that stops it. A table with `filters` hears only changes
   * whose new row matches one of them (postgres_changes filters, one binding each).
   */
  subscribe(
    tables: readonly MirrorTableName[],
    onChange: (change: RowChange) => void,
    onStatus: (status: RealtimeStatus) => void,
    filters?: RealtimeFilters,
  ): () => void;
}

/** A request that failed: `offline` when no answer came back at all. */
export class SourceError extends Error {
  constructor(
    message: string,
    readonly offline: boolean,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}
