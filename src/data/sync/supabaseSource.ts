/**
 * The sync engine's server, through supabase-js: PostgREST for pulls and visibility checks,
 * Realtime postgres_changes for live events. Only types are imported from supabase-js here;
 * the client itself is handed in (loaded lazily by syncClient.ts).
 */
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import type { MirrorRow, MirrorTableName } from '../localDb';
import { applyConditions } from '../query/serverConditions';
import { fetchCategoryRows } from '../query/serviceCategories';
import { visibilityConditions } from '../query/visibility';
import type { RealtimeStatus } from './syncAtoms';
import { SourceError, type KeyRange, type RowChange, type SyncSource } from './source';
import type { RowKey } from '../mirrorTables';
import { keyColumn } from './tables';
import { rowSelect } from '../mirrorColumns';

/** A value inside or=(…), quoted so dots, colons and commas in it are never read as syntax. */
const quoted = (value: string | number) => `"${String(value).replace(/["\\]/g, '\\$&')}"`;

function failure(error: { message: string }, status: number): SourceError {
  // supabase-js answers status 0 when the request got no response at all.
  return new SourceError(error.message, status === 0);
}

const STATUS: Record<string, RealtimeStatus> = {
  SUBSCRIBED: 'connected',
  CHANNEL_ERROR: 'error',
  TIMED_OUT: 'error',
  CLOSED: 'disconnected',
};

let channelCount = 0;
const LEFT_VIEW_TOPIC = 'listings:left';

export function supabaseSource(client: SupabaseClient): SyncSource {
  const visible = (
    table: MirrorTableName,
    select: string,
    range: KeyRange,
    count?: { count: 'exact' | 'estimated'; head: boolean },
  ) => {
    let query = client.from(table).select(select, count);
    query = applyConditions(query, visibilityConditions(table));
    if (range.from !== undefined) query = query.gte(keyColumn(table), range.from);
    if (range.before !== undefined) query = query.lt(keyColumn(table), range.before);
    return query;
  };

  return {
    async pullPage({ table, after, limit, withCount, conditions, descending = false }) {
      const key = keyColumn(table);
      let query = client
        .from(table)
        .select(
          rowSelect(table),
          withCount ? { count: descending ? 'estimated' : 'exact' } : undefined,
        );
      // A working set's stream also says "visible" itself (RLS says it anyway): the planner then
      // reads the directory's indexes, which hold visible rows first (1M rows: 0.5 s without).
      if (conditions)
        query = applyConditions(query, [...visibilityConditions(table), ...conditions]);
      if (after) {
        // Compared on the exact text the server sent: no precision is lost on the way back.
        const at = quoted(after.updatedAt);
        const op = descending ? 'lt' : 'gt';
        query = query.or(
          `updated_at.${op}.${at},and(updated_at.eq.${at},${key}.${op}.${quoted(after.key)})`,
        );
      }
      const { data, count, error, status } = await query
        .order('updated_at', { ascending: !descending })
        .order(key, { ascending: !descending })
        .limit(limit);
      if (error) throw failure(error, status);
      return {
        rows: (data ?? []) as unknown as MirrorRow[],
        remaining: withCount ? (count ?? null) : null,
      };
    },

    async visibleCount(table, range = {}, estimated = false) {
      const key = keyColumn(table);
      // An estimate asks for one row, not HEAD: a server that builds the page it leaves out of a
      // HEAD answer (the local stack did: a million ids) does no work for it either.
      const { count, error, status } = estimated
        ? await visible(table, key, range, { count: 'estimated', head: false }).limit(1)
        : await visible(table, key, range, { count: 'exact', head: true });
      if (error) throw failure(error, status);
      return count ?? 0;
    },

    async visibleKeys(table, range, afterKey, limit) {
      const key = keyColumn(table);
      let query = visible(table, key, range);
      if (afterKey !== null) query = query.gt(key, afterKey);
      const { data, error, status } = await query.order(key, { ascending: true }).limit(limit);
      if (error) throw failure(error, status);
      return ((data ?? []) as unknown as Record<string, RowKey>[]).map((row) => row[key] as RowKey);
    },

    async visibleAmong(table, keys, columns = []) {
      const key = keyColumn(table);
      const select = columns.includes('*') ? '*' : [...new Set([key, ...columns])].join(',');
      const { data, error, status } = await visible(table, select, {}).in(key, [...keys]);
      if (error) throw failure(error, status);
      return (data ?? []) as unknown as Record<string, unknown>[];
    },

    async categoryRows() {
      try {
        return await fetchCategoryRows(client);
      } catch (error) {
        throw new SourceError(error instanceof Error ? error.message : String(error), false);
      }
    },

    subscribe(tables, onChange, onStatus, filters = {}) {
      channelCount += 1;
      // Private: anyone may join, nobody may broadcast on it (…_private_mirror_channel.sql).
      let channel = client.channel(`vethub-mirror-${channelCount}`, {
        config: { private: true },
      });
      for (const table of tables) {
        for (const filter of filters[table] ?? [undefined]) {
          channel = channel.on(
            'postgres_changes',
            { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
            (payload: RealtimePostgresChangesPayload<Record<string, unknown>>) =>
              onChange(toRowChange(table, payload)),
          );
        }
      }
      onStatus('connecting');
      channel.subscribe((status) => onStatus(STATUS[status] ?? 'error'));
      const left = listenForLeftView(client, tables, onChange);
      return () => {
        void client.removeChannel(channel);
        void client.removeChannel(left);
        onStatus('disconnected');
      };
    },
  };
}

/**
 * A listing that leaves public view is announced by the database on a private topic anyone may
 * hear and nobody may send on (supabase/migrations/…_left_public_view.sql): postgres_changes
 * says nothing of a row the subscriber may no longer read. Heard as the row's delete; should the
 * topic be unreachable, the next delta pull's check removes the row instead.
 */
function listenForLeftView(
  client: SupabaseClient,
  tables: readonly MirrorTableName[],
  onChange: (change: RowChange) => void,
) {
  const channel = client.channel(LEFT_VIEW_TOPIC, { config: { private: true } });
  channel.on('broadcast', { event: 'left' }, ({ payload }: { payload?: unknown }) => {
    const { table, key } = (payload ?? {}) as { table?: unknown; key?: unknown };
    const mirrored = tables.find((t) => t === table);
    if (!mirrored || (typeof key !== 'number' && typeof key !== 'string')) return;
    onChange({
      table: mirrored,
      type: 'DELETE',
      record: null,
      oldRecord: { [keyColumn(mirrored)]: key },
    });
  });
  channel.subscribe();
  return channel;
}

function toRowChange(
  table: MirrorTableName,
  payload: RealtimePostgresChangesPayload<Record<string, unknown>>,
): RowChange {
  return {
    table,
    type: payload.eventType,
    record: payload.eventType === 'DELETE' ? null : payload.new,
    oldRecord: payload.eventType === 'INSERT' ? null : payload.old,
  };
}
