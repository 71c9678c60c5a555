import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { VetHubDb } from '../../../../src/data/localDb';
import { enqueue } from '../../../../src/data/outbox/outboxQueue';
import {
  backoffMs,
  outcomeOf,
  processOutbox,
  recoverInterrupted,
} from '../../../../src/data/outbox/processOutbox';
import { fakeServer } from './fakeServer';

const contactSchema = z.object({ name: z.string(), message: z.string() });
const NOW = Date.UTC(2026, 2, 1, 12);
const atMost = () => 1; // jitter at its top: the delay is exactly the ceiling
let db: VetHubDb;
let name: string;

async function queueMessage(message = 'Hello') {
  const result = await enqueue(db, {
    table: 'contact_messages',
    op: 'insert',
    payload: { name: 'Pat', message },
    schema: contactSchema,
  });
  if (!result.ok) throw new Error('could not queue');
  return result.id;
}

const entry = async (id: string) => db.outbox.get(id);

beforeEach(() => {
  // Entries are queued at NOW; only Date is faked, since fake-indexeddb needs real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  name = `outbox-${crypto.randomUUID()}`;
  db = new VetHubDb(name);
});

afterEach(async () => {
  vi.useRealTimers();
  await db.delete();
});

describe('sending queued entries', () => {
  it('goes from queued to sending to sent, writing sending before the request', async () => {
    const server = fakeServer();
    const id = await queueMessage();
    expect((await entry(id))?.state).toBe('queued');
    const statesDuringSend: (string | undefined)[] = [];
    const send = server.transport.send;
    server.transport.send = async (sent) => {
      statesDuringSend.push((await entry(sent.id))?.state);
      return send(sent);
    };
    expect(await processOutbox(db, server.transport, NOW)).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(statesDuringSend).toEqual(['sending']);
    expect(await entry(id)).toMatchObject({ state: 'sent', sentAt: new Date(NOW).toISOString() });
    expect(server.rows.get(id)).toMatchObject({ name: 'Pat', message: 'Hello', client_id: id });
  });

  it('sends the oldest entries first, one at a time', async () => {
    const server = fakeServer();
    const first = await queueMessage('first');
    vi.setSystemTime(NOW + 1);
    const second = await queueMessage('second');
    await processOutbox(db, server.transport, Date.now());
    expect(server.sends.map((sent) => sent.id)).toEqual([first, second]);
  });

  it('retries after a network error with a growing delay, then sends', async () => {
    const server = fakeServer();
    server.script.push({ status: 0, message: 'Failed to fetch' }, { status: 503 });
    const id = await queueMessage();

    await processOutbox(db, server.transport, NOW, atMost);
    expect(await entry(id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      nextAttemptAt: NOW + 2_000,
    });
    // Not due yet: nothing is sent.
    await processOutbox(db, server.transport, NOW + 1_999, atMost);
    expect(server.sends).toHaveLength(1);

    await processOutbox(db, server.transport, NOW + 2_000, atMost);
    expect(await entry(id)).toMatchObject({
      state: 'queued',
      attempts: 2,
      nextAttemptAt: NOW + 6_000,
    });

    await processOutbox(db, server.transport, NOW + 6_000, atMost);
    expect(await entry(id)).toMatchObject({ state: 'sent' });
    expect(server.rows.size).toBe(1);
  });

  it('marks an entry failed with the server’s reason on a 4xx and does not retry it', async () => {
    const server = fakeServer();
    const reason = 'new row violates row-level security policy for table "vet_deals"';
    server.script.push({ status: 403, message: reason });
    const id = await queueMessage();
    expect(await processOutbox(db, server.transport, NOW)).toMatchObject({ failed: 1 });
    expect(await entry(id)).toMatchObject({ state: 'failed', error: reason });
    await processOutbox(db, server.transport, NOW + 3_600_000);
    expect(server.sends).toHaveLength(1);
    expect(server.rows.size).toBe(0);
  });

  it('treats a transport that throws like a dropped connection', async () => {
    const id = await queueMessage();
    const throwing = { send: () => Promise.reject(new TypeError('Failed to fetch')) };
    await processOutbox(db, throwing, NOW);
    expect(await entry(id)).toMatchObject({ state: 'queued', attempts: 1 });
  });
});

describe('a picture queued with its row', () => {
  it('keeps its bytes through a dropped line and a crash, and lets them go once sent', async () => {
    const server = fakeServer();
    const bytes = new Uint8Array([1, 2, 3, 4]).buffer;
    const queued = await enqueue(db, {
      table: 'contact_messages',
      op: 'insert',
      payload: { name: 'Pat', message: 'Hello' },
      schema: contactSchema,
      attachment: { bucket: 'listing-images', path: 'u/p.webp', type: 'image/webp', bytes },
    });
    if (!queued.ok) throw new Error('could not queue');
    server.script.push({ status: 0, message: 'Failed to fetch' });
    await processOutbox(db, server.transport, NOW, atMost);
    expect((await entry(queued.id))?.attachment?.path).toBe('u/p.webp');
    // A crash while sending: the entry goes back to the queue with its picture.
    await db.outbox.update(queued.id, { state: 'sending' });
    await recoverInterrupted(db);
    await processOutbox(db, server.transport, NOW + 60_000, atMost);
    expect(server.sends.map((sent) => sent.attachment?.path)).toEqual(['u/p.webp', 'u/p.webp']);
    expect(await entry(queued.id)).toMatchObject({ state: 'sent' });
    expect((await entry(queued.id))?.attachment).toBeUndefined();
  });
});

describe('backoff and what is worth retrying', () => {
  it('doubles from 2 seconds, stops growing at 5 minutes, and spreads retries out', () => {
    expect([0, 1, 2, 3].map((n) => backoffMs(n, atMost))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffMs(12, atMost)).toBe(300_000);
    expect(backoffMs(40, atMost)).toBe(300_000);
    expect(backoffMs(0, () => 0)).toBe(1_000);
  });

  it('retries no answer, timeouts, rate limits and server errors, but not other 4xx', () => {
    expect([200, 201, 204].map(outcomeOf)).toEqual(['sent', 'sent', 'sent']);
    expect([0, 408, 429, 500, 502, 503].map(outcomeOf)).toEqual(Array(6).fill('retrying'));
    expect([400, 401, 403, 404, 409, 422].map(outcomeOf)).toEqual(Array(6).fill('failed'));
  });
});

describe('exactly once under crashes and replays', () => {
  it('resends once an entry a crash left in sending, and the server keeps one row', async () => {
    const server = fakeServer();
    server.script.push('landThenHang');
    const id = await queueMessage();
    // The request reaches the server, then the tab dies before the answer arrives.
    void processOutbox(db, server.transport, NOW);
    await vi.waitFor(() => expect(server.rows.size).toBe(1));
    expect((await entry(id))?.state).toBe('sending');
    db.close();

    // The next start (a reload): a new connection to the same database.
    db = new VetHubDb(name);
    expect(await recoverInterrupted(db)).toBe(1);
    expect(await processOutbox(db, server.transport, NOW + 1)).toMatchObject({ sent: 1 });
    expect(server.sends.map((sent) => sent.id)).toEqual([id, id]);
    expect(server.rows.size).toBe(1);
    expect(await entry(id)).toMatchObject({ state: 'sent' });
  });

  it('does not duplicate a row when the answer was lost and the entry is sent again', async () => {
    const server = fakeServer();
    server.script.push('landThenDrop');
    const id = await queueMessage();
    await processOutbox(db, server.transport, NOW, atMost);
    expect(await entry(id)).toMatchObject({ state: 'queued', attempts: 1 });
    await processOutbox(db, server.transport, NOW + 2_000, atMost);
    expect(server.sends).toHaveLength(2);
    expect(server.rows.size).toBe(1);
    expect(await entry(id)).toMatchObject({ state: 'sent' });
  });

  it('leaves sent and failed entries alone on start', async () => {
    const server = fakeServer();
    server.script.push({ status: 201 }, { status: 400, message: 'Bad' });
    await queueMessage('one');
    await queueMessage('two');
    await processOutbox(db, server.transport, Date.now());
    expect(await recoverInterrupted(db)).toBe(0);
    expect((await db.outbox.toArray()).map((e) => e.state).sort()).toEqual(['failed', 'sent']);
  });
});

describe('a sender that may take only some entries (the service worker without a session)', () => {
  it('sends the entries it accepts and leaves the others queued, untouched', async () => {
    const server = fakeServer();
    const contact = await queueMessage('for anyone');
    const deal = await enqueue(db, {
      table: 'vet_deals',
      op: 'insert',
      payload: { name: 'Partner', message: 'needs a session' },
      schema: contactSchema,
    });
    if (!deal.ok) throw new Error('could not queue');
    const run = await processOutbox(
      db,
      server.transport,
      NOW,
      atMost,
      (e) => e.table !== 'vet_deals',
    );
    expect(run).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect((await entry(contact))?.state).toBe('sent');
    expect(await entry(deal.id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(server.sends.map((s) => s.table)).toEqual(['contact_messages']);
  });
});
