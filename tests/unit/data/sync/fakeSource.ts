/**
 * An in-memory server for the sync engine's unit tests, with PostgREST's semantics where the
 * engine relies on them: rows ordered by (updated_at as an instant, key), strictly after the
 * watermark, `limit` a page, exact counts, and RLS as anon (only publicly visible rows) unless
 * `showsHidden` is set (a signed-in owner or admin sees rows that left public view).
 */
import type { MirrorRow, MirrorTableName } from '../../../../src/data/localDb';
import { matchesAll } from '../../../../src/data/query/matchRow';
import { compareTimes } from '../../../../src/data/query/timeKey';
import { isPubliclyVisible } from '../../../../src/data/query/visibility';
import {
  SourceError,
  type KeyRange,
  type PageRequest,
  type RealtimeFilters,
  type RowChange,
  type SyncSource,
} from '../../../../src/data/sync/source';
import type { RowKey } from '../../../../src/data/mirrorTables';
import type { RealtimeStatus } from '../../../../src/data/sync/syncAtoms';
import { keyColumn } from '../../../../src/data/sync/tables';

type Row = Record<string, unknown>;

const compareKeys = (a: unknown, b: unknown) =>
  (a as RowKey) < (b as RowKey) ? -1 : (a as RowKey) > (b as RowKey) ? 1 : 0;

export class FakeSource implements SyncSource {
  readonly rows = new Map<MirrorTableName, Map<RowKey, Row>>();
  readonly pageRequests: PageRequest[] = [];
  keysFetched = 0;
  offline = false;
  showsHidden = false;
  /** Fails the next page request of this number (1-based, counted over all requests). */
  failOnRequest: number | null = null;
  private realtime: {
    onChange: (change: RowChange) => void;
    onStatus: (status: RealtimeStatus) => void;
  } | null = null;

  put(table: MirrorTableName, ...rows: Row[]): void {
    const held = this.rows.get(table) ?? new Map<RowKey, Row>();
    for (const row of rows) held.set(row[keyColumn(table)] as RowKey, structuredClone(row));
    this.rows.set(table, held);
  }

  remove(table: MirrorTableName, key: RowKey): void {
    this.rows.get(table)?.delete(key);
  }

  private check(): void {
    if (this.offline) throw new SourceError('TypeError: fetch failed', true);
  }

  private visible(table: MirrorTableName, range: KeyRange = {}): Row[] {
    const key = keyColumn(table);
    return [...(this.rows.get(table)?.values() ?? [])]
      .filter((row) => isPubliclyVisible(table, row))
      .filter((row) => range.from === undefined || (row[key] as number) >= range.from)
      .filter((row) => range.before === undefined || (row[key] as number) < range.before)
      .sort((a, b) => compareKeys(a[key], b[key]));
  }

  async pullPage(request: PageRequest) {
    this.check();
    this.pageRequests.push(request);
    if (this.failOnRequest === this.pageRequests.length) {
      throw new SourceError('TypeError: network connection lost', true);
    }
    const key = keyColumn(request.table);
    const all = [...(this.rows.get(request.table)?.values() ?? [])];
    const readable = this.showsHidden
      ? all
      : all.filter((r) => isPubliclyVisible(request.table, r));
    const sign = request.descending ? -1 : 1;
    const order = (a: Row, b: Row) =>
      sign *
      (compareTimes(String(a.updated_at), String(b.updated_at)) || compareKeys(a[key], b[key]));
    const { after } = request;
    const pending = readable
      .filter((row) => matchesAll(row, request.conditions ?? []))
      .filter((row) => {
        if (!after) return true;
        const byTime = compareTimes(String(row.updated_at), after.updatedAt);
        return sign * byTime > 0 || (byTime === 0 && sign * compareKeys(row[key], after.key) > 0);
      })
      .sort(order);
    return {
      rows: structuredClone(pending.slice(0, request.limit)) as MirrorRow[],
      remaining: request.withCount ? pending.length : null,
    };
  }

  async visibleAmong(table: MirrorTableName, keys: readonly RowKey[]) {
    this.check();
    const asked = new Set(keys);
    return structuredClone(
      this.visible(table).filter((row) => asked.has(row[keyColumn(table)] as RowKey)),
    );
  }

  async visibleCount(table: MirrorTableName, range?: KeyRange) {
    this.check();
    return this.visible(table, range).length;
  }

  async visibleKeys(
    table: MirrorTableName,
    range: KeyRange,
    afterKey: RowKey | null,
    limit: number,
  ) {
    this.check();
    const key = keyColumn(table);
    const keys = this.visible(table, range)
      .map((row) => row[key] as RowKey)
      .filter((k) => afterKey === null || k > afterKey)
      .slice(0, limit);
    this.keysFetched += keys.length;
    return keys;
  }

  async categoryRows() {
    this.check();
    return [{ slug: 'housing', services: ['housing assistance', 'home modification'] }];
  }

  /** The filters of the latest subscription. */
  filters: RealtimeFilters | undefined;

  subscribe(
    _tables: readonly MirrorTableName[],
    onChange: (change: RowChange) => void,
    onStatus: (status: RealtimeStatus) => void,
    filters?: RealtimeFilters,
  ) {
    this.realtime = { onChange, onStatus };
    this.filters = filters;
    onStatus('connecting');
    return () => {
      this.realtime = null;
      onStatus('disconnected');
    };
  }

  get subscribed(): boolean {
    return this.realtime !== null;
  }

  emit(change: RowChange): void {
    this.realtime?.onChange(change);
  }

  setStatus(status: RealtimeStatus): void {
    this.realtime?.onStatus(status);
  }
}

/** A public service row; `at` is its updated_at. */
export function service(id: number, at: string, extra: Row = {}): Row {
  return {
    id,
    name: `Service ${id}`,
    status: 'active',
    deleted_at: null,
    services: [],
    credentials: [],
    updated_at: at,
    ...extra,
  };
}

/** `count` services, `perStamp` of them sharing each updated_at (seconds apart). */
export function services(count: number, perStamp = 1, base = Date.UTC(2026, 0, 1)): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(base + Math.floor(i / perStamp) * 1000).toISOString();
    return service(i + 1, at.replace('Z', '+00:00').replace('.000', ''));
  });
}
