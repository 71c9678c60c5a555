import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { VetHubDb } from '../../../../src/data/localDb';
import { discard, enqueue, retry } from '../../../../src/data/outbox/outboxQueue';
import { storageProblemAtom } from '../../../../src/data/storageStatus';
import { appStore } from '../../../../src/data/store';

// Shaped like a form's schema: trims what it keeps, says what is wrong in the user's words.
const feedbackSchema = z.object({
  message: z.string().check(z.trim(), z.minLength(1, 'Please write your feedback.')),
  email: z.optional(z.email('Please enter a valid email address.')),
});

let db: VetHubDb;

beforeEach(() => {
  db = new VetHubDb(`queue-${crypto.randomUUID()}`);
  appStore.set(storageProblemAtom, null);
});

afterEach(async () => {
  await db.delete();
});

const send = (payload: unknown) =>
  enqueue(db, { table: 'feedback', op: 'insert', payload, schema: feedbackSchema });

describe('queueing a submission', () => {
  it('queues the checked payload with a client id that is also the row’s client_id', async () => {
    const result = await send({ message: '  Works offline.  ', extra: 'dropped by the schema' });
    if (!result.ok) throw new Error('expected it to queue');
    expect(result.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.outbox.get(result.id)).toMatchObject({
      table: 'feedback',
      op: 'insert',
      state: 'queued',
      attempts: 0,
      payload: { message: 'Works offline.', client_id: result.id },
    });
  });

  it('gives each submission its own client id', async () => {
    const a = await send({ message: 'Same words' });
    const b = await send({ message: 'Same words' });
    expect(a.ok && b.ok && a.id !== b.id).toBe(true);
  });

  it('rejects an invalid payload with the form’s messages and queues nothing', async () => {
    const result = await send({ message: '   ', email: 'not-an-address' });
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      formErrors: [],
      fieldErrors: {
        message: ['Please write your feedback.'],
        email: ['Please enter a valid email address.'],
      },
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends an edit to an existing row by its id, not as a new row', async () => {
    const result = await enqueue(db, {
      table: 'feedback',
      op: 'update',
      rowId: 42,
      payload: { message: 'Edited' },
      schema: feedbackSchema,
    });
    if (!result.ok) throw new Error('expected it to queue');
    expect((await db.outbox.get(result.id))?.payload).toEqual({ message: 'Edited', id: 42 });
  });

  it('returns a storage problem the page can show when the device cannot store it', async () => {
    db.close({ disableAutoOpen: true });
    const result = await send({ message: 'Hello' });
    expect(result).toMatchObject({ ok: false, reason: 'storage', problem: { kind: 'blocked' } });
    expect(appStore.get(storageProblemAtom)?.kind).toBe('blocked');
  });
});

describe('edit and resend, discard', () => {
  async function failedEntry() {
    const result = await send({ message: 'First try' });
    if (!result.ok) throw new Error('expected it to queue');
    await db.outbox.update(result.id, { state: 'failed', attempts: 1, error: 'Refused' });
    return result.id;
  }

  it('replaces the payload of a failed entry and queues it again with the same client id', async () => {
    const id = await failedEntry();
    expect(
      await retry(db, id, { payload: { message: 'Second try' }, schema: feedbackSchema }),
    ).toEqual({ ok: true, id });
    const entry = await db.outbox.get(id);
    expect(entry).toMatchObject({ state: 'queued', attempts: 0 });
    expect(entry?.payload).toEqual({ message: 'Second try', client_id: id });
    expect(entry?.error).toBeUndefined();
  });

  it('resends unchanged when nothing was edited', async () => {
    const id = await failedEntry();
    await retry(db, id);
    expect(await db.outbox.get(id)).toMatchObject({
      state: 'queued',
      payload: { message: 'First try' },
    });
  });

  it('keeps a failed entry failed when the edit is invalid, and says why', async () => {
    const id = await failedEntry();
    const result = await retry(db, id, { payload: { message: '' }, schema: feedbackSchema });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { message: ['Please write your feedback.'] },
    });
    expect(await db.outbox.get(id)).toMatchObject({ state: 'failed', error: 'Refused' });
  });

  it('will not resend an entry that was already sent', async () => {
    const id = await failedEntry();
    await db.outbox.update(id, { state: 'sent' });
    expect(await retry(db, id)).toEqual({ ok: false, reason: 'notFound' });
  });

  it('discards an entry for good', async () => {
    const id = await failedEntry();
    expect(await discard(db, id)).toEqual({ ok: true, id });
    expect(await db.outbox.get(id)).toBeUndefined();
  });
});
