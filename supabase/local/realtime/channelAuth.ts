/**
 * Private channels are authorised exactly as hosted Realtime does it: RLS policies on
 * realtime.messages decide, with `realtime.topic()` set to the channel's name. Reading: rows for
 * the topic (one per extension) are inserted as the superuser, then selected back as the
 * subscriber; a row it can select means it may receive that extension. Writing: the subscriber
 * inserts a row itself; a policy refusal means it may not send (broadcast) or track (presence).
 * Everything is rolled back either way.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../db';
import { setRequestAuth, type RequestAuth } from '../requestAuth';

export type Extension = 'broadcast' | 'presence';
const EXTENSIONS: Extension[] = ['broadcast', 'presence'];
const REQUEST = { method: 'POST', path: '/realtime/v1/websocket', headers: {} };

/** Thrown to roll the check's transaction back once its answer is known. */
class Done<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

async function inRolledBackTx<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new Done(await fn(tx));
    });
  } catch (error) {
    if (error instanceof Done) return error.value as T;
    throw error;
  }
  throw new Error('unreachable');
}

async function actAs(tx: Tx, auth: Pick<RequestAuth, 'role' | 'claims'>, topic: string) {
  await setRequestAuth(tx, auth, REQUEST);
  await tx.query(`select set_config('realtime.topic', $1, true)`, [topic]);
}

/** Which extensions the subscriber may receive on this topic (the name without `realtime:`). */
export async function readPolicies(
  db: Db,
  auth: Pick<RequestAuth, 'role' | 'claims'>,
  topic: string,
): Promise<Record<Extension, boolean>> {
  return inRolledBackTx(db, async (tx) => {
    const ids = EXTENSIONS.map(() => randomUUID());
    await tx.query(
      `insert into realtime.messages (id, topic, extension)
       select unnest($1::uuid[]), $2, unnest($3::text[])`,
      [ids, topic, EXTENSIONS],
    );
    await actAs(tx, auth, topic);
    try {
      const { rows } = await tx.query<{ id: string }>(
        'select id::text as id from realtime.messages where id = any($1::uuid[])',
        [ids],
      );
      const seen = new Set(rows.map((r) => r.id));
      return { broadcast: seen.has(ids[0] ?? ''), presence: seen.has(ids[1] ?? '') };
    } catch {
      // A policy that raises an error grants nothing, as on hosted Realtime.
      return { broadcast: false, presence: false };
    }
  });
}

/** Whether the subscriber may send (broadcast) or track (presence) on this topic. */
export async function mayWrite(
  db: Db,
  auth: Pick<RequestAuth, 'role' | 'claims'>,
  topic: string,
  extension: Extension,
): Promise<boolean> {
  return inRolledBackTx(db, async (tx) => {
    await actAs(tx, auth, topic);
    try {
      await tx.query('insert into realtime.messages (topic, extension) values ($1, $2)', [
        topic,
        extension,
      ]);
      return true;
    } catch {
      return false;
    }
  });
}
