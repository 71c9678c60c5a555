/**
 * The source of postgres_changes: NOTIFY payloads on `realtime_changes` sent by the
 * `notify_realtime_change()` trigger after each committed row change. They are handled one at a
 * time, in commit order, so every subscriber sees a row's changes in the order they happened.
 */
import type { Db } from '../db';
import type { Catalog } from './catalog';
import type { Channel, ChangeType } from './channel';
import { deliverChange } from './delivery';
import { primaryKeyOf, readRow } from './rlsCheck';

export const CHANGES_CHANNEL = 'realtime_changes';

interface Notification {
  schema: string;
  table: string;
  type: ChangeType;
  commitTimestamp: string;
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  /** Set when the row was too big for NOTIFY: it is re-read by this key. */
  truncatedKey: Record<string, unknown> | null;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseNotification(text: string): Notification | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(raw)) return null;
  const { schema, table, type } = raw;
  if (typeof schema !== 'string' || typeof table !== 'string') return null;
  if (type !== 'INSERT' && type !== 'UPDATE' && type !== 'DELETE') return null;
  return {
    schema,
    table,
    type,
    commitTimestamp:
      typeof raw.commit_timestamp === 'string' ? raw.commit_timestamp : new Date().toISOString(),
    record: isObject(raw.record) ? raw.record : null,
    oldRecord: isObject(raw.old_record) ? raw.old_record : null,
    truncatedKey: raw.truncated === true && isObject(raw.pk) ? raw.pk : null,
  };
}

export interface ChangeFeed {
  stop(): Promise<void>;
}

export function startChangeFeed(
  db: Db,
  catalog: Catalog,
  channels: ReadonlySet<Channel>,
  log: (line: string) => void,
): ChangeFeed {
  let tail = Promise.resolve();
  let stopped = false;

  async function handle(text: string) {
    if (stopped || channels.size === 0) return;
    const n = parseNotification(text);
    if (!n) return log(`ignored a malformed ${CHANGES_CHANNEL} payload`);
    let table = await catalog.table(n.schema, n.table);
    if (!table) return;
    let record = n.record;
    if (n.truncatedKey && n.type !== 'DELETE') {
      const key = primaryKeyOf(table, n.truncatedKey);
      record = key ? await readRow(db, table, key) : null;
      // Gone already: the DELETE that removed it follows in the feed.
      if (!record) return;
    }
    if (record && Object.keys(record).some((name) => !table?.columnTypes.has(name))) {
      // A migration added columns since the table was cached.
      catalog.forget(n.schema, n.table);
      table = (await catalog.table(n.schema, n.table)) ?? table;
    }
    await deliverChange(db, catalog, channels, {
      table,
      type: n.type,
      commitTimestamp: n.commitTimestamp,
      record,
      oldRecord: n.oldRecord,
    });
  }

  const unlisten = db
    .listen(CHANGES_CHANNEL, (payload) => {
      tail = tail
        .then(() => handle(payload))
        .catch((error: unknown) => log(`change not delivered: ${(error as Error).message}`));
    })
    .catch((error: unknown) => {
      log(`cannot listen on ${CHANGES_CHANNEL}: ${(error as Error).message}`);
      return async () => undefined;
    });
  return {
    async stop() {
      stopped = true;
      const off = await unlisten;
      await off();
      await tail;
    },
  };
}
