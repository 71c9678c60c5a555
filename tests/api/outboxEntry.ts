import { randomUUID } from 'node:crypto';
import type { OutboxEntry } from '../../src/data/localDb';

/** An insert as the app's outbox holds it while sending: the entry id is the row's client_id. */
export function outboxInsert(table: string, payload: Record<string, unknown>): OutboxEntry {
  const id = randomUUID();
  return {
    id,
    table,
    op: 'insert',
    payload: { ...payload, client_id: id },
    state: 'sending',
    attempts: 0,
    createdAt: new Date().toISOString(),
    nextAttemptAt: 0,
    owner: 'guest',
  };
}
