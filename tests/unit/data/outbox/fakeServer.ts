/**
 * A stand-in for the server behind the outbox transport: rows keyed by client_id, inserted
 * with "ignore duplicates" like the real upsert, and scripted answers for each send.
 */
import type { OutboxEntry } from '../../../../src/data/localDb';
import type { OutboxTransport, TransportAnswer } from '../../../../src/data/outbox/outboxTransport';

/** What the next send does: answer with a status, land the row but lose the answer, or hang. */
export type Script = TransportAnswer | 'landThenDrop' | 'landThenHang';

export function fakeServer() {
  const rows = new Map<string, Record<string, unknown>>();
  const sends: OutboxEntry[] = [];
  const script: Script[] = [];

  function land(entry: OutboxEntry) {
    const clientId = String(entry.payload.client_id);
    if (!rows.has(clientId)) rows.set(clientId, { ...entry.payload, table: entry.table });
  }

  const transport: OutboxTransport = {
    async send(entry) {
      sends.push(entry);
      const next = script.shift() ?? { status: 201 };
      if (next === 'landThenHang') {
        land(entry);
        return new Promise<TransportAnswer>(() => undefined);
      }
      if (next === 'landThenDrop') {
        land(entry);
        return { status: 0, message: 'Failed to fetch' };
      }
      if (next.status >= 200 && next.status < 300) land(entry);
      return next;
    },
  };
  return { rows, sends, script, transport };
}
