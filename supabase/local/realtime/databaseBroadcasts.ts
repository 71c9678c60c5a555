/**
 * Broadcasts sent from SQL (`realtime.send()`, `realtime.broadcast_changes()`): each committed
 * row of realtime.messages is announced by the bootstrap's trigger on `realtime_messages`, read
 * back here by id and relayed to the topic's channels, private or public as the row says.
 */
import type { Db } from '../db';
import { relayBroadcast } from './broadcast';
import type { Channel } from './channel';

export const MESSAGES_CHANNEL = 'realtime_messages';

interface MessageRow {
  topic: string;
  event: string;
  payload: unknown;
  private: boolean | null;
}

export function startDatabaseBroadcasts(
  db: Db,
  channels: ReadonlySet<Channel>,
  log: (line: string) => void,
): { stop(): Promise<void> } {
  let tail = Promise.resolve();
  async function handle(text: string) {
    if (channels.size === 0) return;
    let id: unknown;
    try {
      id = (JSON.parse(text) as { id?: unknown }).id;
    } catch {
      return;
    }
    if (typeof id !== 'string') return;
    const { rows } = await db.query<MessageRow>(
      'select topic, event, payload, private from realtime.messages where id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) return;
    relayBroadcast(channels, `realtime:${row.topic}`, row.private === true, {
      event: row.event,
      payload: row.payload ?? {},
      binaryFrame: false,
      metadata: null,
    });
  }
  const unlisten = db
    .listen(MESSAGES_CHANNEL, (payload) => {
      tail = tail
        .then(() => handle(payload))
        .catch((error: unknown) => log(`broadcast not delivered: ${(error as Error).message}`));
    })
    .catch((error: unknown) => {
      log(`cannot listen on ${MESSAGES_CHANNEL}: ${(error as Error).message}`);
      return async () => undefined;
    });
  return {
    async stop() {
      await (
        await unlisten
      )();
      await tail;
    },
  };
}
