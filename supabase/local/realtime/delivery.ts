/**
 * Delivers one committed change to the channels whose bindings take it, each subscriber seeing
 * only what its role and JWT claims may SELECT, judged on the very version that was notified.
 *
 * Rules, per channel (subscribers with the same role and claims share one visibility check):
 * - INSERT / UPDATE of a row the subscriber can see: the full record.
 * - INSERT of a row it cannot see: nothing (the row is remembered as not held by it).
 * - UPDATE of a row it cannot see (status left 'active', soft delete, …): nothing, as on hosted
 *   Realtime; not even its key or what hid it. The row is remembered as not held, so a later
 *   DELETE says nothing either. (VetHub's devices hear a listing leave public view from the
 *   database's own broadcast, supabase/migrations/…_left_public_view.sql.)
 * - DELETE: the key (old_record) goes to roles that hold SELECT on the table, as on hosted
 *   Realtime where RLS cannot apply to deleted rows, except to channels known not to hold it.
 * - A version already replaced when its notification is handled is skipped: the newer version's
 *   notification follows and is judged on its own.
 * - Filters are evaluated on the new record only once the subscriber may read it (DELETE: on the
 *   old key; a filter on other columns cannot be evaluated there and lets the DELETE through, as
 *   hosted Realtime does). A filtered binding hears nothing of a row its subscriber cannot read,
 *   so a filter cannot be used to probe hidden rows one guess at a time.
 */
import type { Db } from '../db';
import type { RequestAuth } from '../requestAuth';
import type { Catalog, TableInfo } from './catalog';
import type { Binding, Channel, ChangeType } from './channel';
import { evaluateFilters, type Condition } from './filter';
import { primaryKeyOf, withRowSnapshot } from './rlsCheck';
import { authKey } from './subscriberAuth';

export interface Change {
  table: TableInfo;
  type: ChangeType;
  commitTimestamp: string;
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
}

interface Watcher {
  channel: Channel;
  auth: RequestAuth;
  bindings: Binding[];
}

interface Group {
  auth: RequestAuth;
  members: Watcher[];
  /** The role holds SELECT on the table (RLS aside). */
  mayReadTable: boolean;
}

export async function deliverChange(
  db: Db,
  catalog: Catalog,
  channels: Iterable<Channel>,
  change: Change,
): Promise<void> {
  const { schema, table } = change.table;
  const watchers: Watcher[] = [];
  for (const channel of channels) {
    if (!channel.closed && channel.watches(schema, table)) {
      const bindings = channel.bindingsFor(schema, table, change.type);
      watchers.push({ channel, auth: channel.auth, bindings });
    }
  }
  if (watchers.length === 0) return;

  const matched = await matchFilters(db, change, watchers);
  const groups = await groupByAuth(catalog, change.table, watchers);
  const record = change.type === 'DELETE' ? change.oldRecord : change.record;
  const key = primaryKeyOf(change.table, record);
  const rowKey = `${schema}.${table}:${JSON.stringify(key)}`;
  const serve = (group: Group, visible: boolean) => {
    for (const w of group.members) {
      // Visibility first: a filter says something about the row's content, so a row the
      // subscriber cannot read is never matched against one. DELETEs carry only the key, which
      // is all a filter can see there.
      const judged = visible || change.type === 'DELETE';
      const ids = judged ? w.bindings.filter(matched).map((b) => b.id) : [];
      deliverTo(w.channel, change, ids, rowKey, {
        visible,
        mayReadTable: group.mayReadTable,
        hasKey: key !== null,
      });
    }
  };

  if (change.type === 'DELETE' || key === null || !change.record) {
    // Nothing to look up: deletes go by table privilege; keyless rows only to the service role.
    for (const group of groups) serve(group, key === null && group.auth.role === 'service_role');
    return;
  }
  await withRowSnapshot(db, change.table, key, change.record, async (snapshot) => {
    if (!snapshot.current) {
      // Changed again since: its own notification follows and tells everyone the newer state. A
      // row inserted and changed at once was never sent: nobody holds it, so nobody needs to hear
      // it became invisible or went away.
      if (change.type === 'INSERT') {
        for (const w of watchers) w.channel.markHidden(rowKey);
      }
      return;
    }
    for (const group of groups) {
      const visible =
        group.auth.role === 'service_role' ||
        (group.mayReadTable && (await snapshot.canSelect(group.auth)));
      // Each group is served as soon as its own check returns, not after all of them.
      serve(group, visible);
    }
  });
}

/** Subscribers with the same role and claims see the same rows: one check serves them all. */
async function groupByAuth(catalog: Catalog, table: TableInfo, watchers: Watcher[]) {
  const groups = new Map<string, Group>();
  for (const w of watchers) {
    const key = authKey(w.auth);
    const group = groups.get(key);
    if (group) group.members.push(w);
    else groups.set(key, { auth: w.auth, members: [w], mayReadTable: false });
  }
  for (const group of groups.values()) {
    group.mayReadTable =
      group.auth.role === 'service_role' || (await catalog.roleCanSelect(group.auth.role, table));
  }
  return [...groups.values()];
}

/** Which bindings' filters the changed record satisfies (one query for all distinct filters). */
async function matchFilters(db: Db, change: Change, watchers: Watcher[]) {
  const record = (change.type === 'DELETE' ? change.oldRecord : change.record) ?? {};
  const filters = new Map<string, Condition[]>();
  const unknowable = new Set<string>();
  for (const b of watchers.flatMap((w) => w.bindings)) {
    if (!b.conditions || !b.filterText) continue;
    if (change.type === 'DELETE' && b.conditions.some((c) => !(c.column in record))) {
      unknowable.add(b.filterText);
    } else {
      filters.set(b.filterText, b.conditions);
    }
  }
  const results = await evaluateFilters(db, change.table, record, filters);
  return (b: Binding) =>
    !b.filterText || unknowable.has(b.filterText) || results.get(b.filterText) === true;
}

function deliverTo(
  channel: Channel,
  change: Change,
  ids: number[],
  rowKey: string,
  seen: { visible: boolean; mayReadTable: boolean; hasKey: boolean },
) {
  if (channel.closed) return;
  const send = (record: Record<string, unknown> | null) => {
    if (ids.length > 0) channel.sendChange(ids, changeData(change, record));
  };
  if (change.type === 'DELETE') {
    if (channel.isHidden(rowKey)) channel.forgetHidden(rowKey);
    else if (seen.mayReadTable) send(null);
  } else if (seen.visible) {
    channel.forgetHidden(rowKey);
    send(change.record);
  } else if (seen.hasKey) {
    channel.markHidden(rowKey);
  }
}

function changeData(change: Change, record: Record<string, unknown> | null) {
  const { schema, table, columns } = change.table;
  return {
    schema,
    table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns,
    ...(change.type === 'DELETE' ? {} : { record }),
    ...(change.type === 'INSERT' ? {} : { old_record: change.oldRecord ?? {} }),
    errors: null,
  };
}
