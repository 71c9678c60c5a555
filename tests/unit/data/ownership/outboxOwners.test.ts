/**
 * Decision 17 on a shared device: a partner's queued post is seen, edited and sent only by that
 * partner. It waits through sign-out and another person's session, and goes when they are back.
 */
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { authStateAtom } from '../../../../src/data/authSession';
import { VetHubDb } from '../../../../src/data/localDb';
import { discard, enqueue, retry } from '../../../../src/data/outbox/outboxQueue';
import { ownerTransport, sendableBy } from '../../../../src/data/outbox/ownerGate';
import { processOutbox } from '../../../../src/data/outbox/processOutbox';
import { startOutbox, type OutboxHandle } from '../../../../src/data/outbox/startOutbox';
import { useOutbox, usePendingCount } from '../../../../src/data/outbox/useOutbox';
import { appStore } from '../../../../src/data/store';
import { fakeServer } from '../outbox/fakeServer';

const PARTNER_A = '11111111-1111-4111-8111-111111111111';
const PARTNER_B = '22222222-2222-4222-8222-222222222222';

const dealSchema = z.object({ title: z.string(), owner_id: z.string() });
const emailSchema = z.object({ email: z.string() });

function signIn(id: string) {
  appStore.set(authStateAtom, { status: 'signedIn', user: { id, email: null } });
}
const signOut = () => appStore.set(authStateAtom, { status: 'signedOut' });

let db: VetHubDb;
let outbox: OutboxHandle | undefined;

beforeEach(() => {
  db = new VetHubDb(`owners-${crypto.randomUUID()}`);
});

afterEach(async () => {
  outbox?.stop();
  outbox = undefined;
  signOut();
  await db.delete();
});

async function queueDealAs(partner: string, title: string): Promise<string> {
  signIn(partner);
  const payload = { title, owner_id: partner };
  const result = await enqueue(db, {
    table: 'vet_deals',
    op: 'insert',
    payload,
    schema: dealSchema,
  });
  if (!result.ok) throw new Error('expected it to queue');
  return result.id;
}

describe('who an outbox entry belongs to', () => {
  it('records the person signed in, and "guest" when nobody is', async () => {
    const id = await queueDealAs(PARTNER_A, 'Ten percent off');
    signOut();
    const guest = await enqueue(db, {
      table: 'newsletter_subscribers',
      op: 'insert',
      payload: { email: 'g@example.test' },
      schema: emailSchema,
    });
    if (!guest.ok) throw new Error('expected it to queue');
    expect((await db.outbox.get(id))?.owner).toBe(PARTNER_A);
    expect((await db.outbox.get(guest.id))?.owner).toBe('guest');
  });

  it('shows each account only its own entries, live as people sign in and out', async () => {
    await queueDealAs(PARTNER_A, 'Queued by A');
    signIn(PARTNER_B);
    const { result } = renderHook(() => ({ list: useOutbox(db), pending: usePendingCount(db) }));
    await waitFor(() => expect(result.current.list).toEqual([]));
    expect(result.current.pending).toBe(0);
    signIn(PARTNER_A);
    await waitFor(() =>
      expect(result.current.list?.map((e) => e.payload.title)).toEqual(['Queued by A']),
    );
    expect(result.current.pending).toBe(1);
    signOut();
    await waitFor(() => expect(result.current.list).toEqual([]));
  });

  it('lets nobody else edit-and-resend or discard an entry', async () => {
    const id = await queueDealAs(PARTNER_A, 'Mine');
    await db.outbox.update(id, { state: 'failed', error: 'Title is too short' });
    signIn(PARTNER_B);
    const edit = { payload: { title: 'Hijacked', owner_id: PARTNER_B }, schema: dealSchema };
    expect(await retry(db, id, edit)).toEqual({ ok: false, reason: 'notFound' });
    expect(await discard(db, id)).toEqual({ ok: false, reason: 'notFound' });
    expect(await db.outbox.get(id)).toMatchObject({ state: 'failed', payload: { title: 'Mine' } });
    signIn(PARTNER_A);
    expect(await retry(db, id)).toEqual({ ok: true, id });
  });
});

describe('sending only under the owner’s session', () => {
  it('takes guests’ public entries without a session, a person’s only while they are signed in', async () => {
    const mine = await queueDealAs(PARTNER_A, 'A');
    signOut();
    const guest = await enqueue(db, {
      table: 'feedback',
      op: 'insert',
      payload: { email: 'g@example.test' },
      schema: emailSchema,
    });
    if (!guest.ok) throw new Error('expected it to queue');
    const server = fakeServer();
    expect(
      await processOutbox(db, server.transport, Date.now(), Math.random, sendableBy(PARTNER_B)),
    ).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(server.sends.map((e) => e.id)).toEqual([guest.id]);
    expect((await db.outbox.get(mine))?.state).toBe('queued');
  });

  it('sends guests’ entries with the session-less client and re-checks the owner at the last moment', async () => {
    const user = fakeServer();
    const guest = fakeServer();
    let who: string | null = PARTNER_A;
    const transport = ownerTransport(user.transport, guest.transport, () => who);
    const id = await queueDealAs(PARTNER_A, 'A');
    const entry = await db.outbox.get(id);
    if (!entry) throw new Error('expected the entry');
    who = PARTNER_B;
    expect((await transport.send(entry)).status).toBe(0);
    expect(user.sends).toEqual([]);
    await transport.send({ ...entry, owner: 'guest', table: 'feedback' });
    expect(guest.sends).toHaveLength(1);
    who = PARTNER_A;
    expect((await transport.send(entry)).status).toBe(201);
    expect(user.sends).toHaveLength(1);
  });

  it('keeps a partner’s post through sign-out and another account, and sends it when they sign in again', async () => {
    const server = fakeServer();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    const id = await queueDealAs(PARTNER_A, 'Queued offline by A');
    signOut();
    outbox = startOutbox({ db, transport: server.transport });
    Reflect.deleteProperty(navigator, 'onLine');
    window.dispatchEvent(new Event('online'));
    signIn(PARTNER_B);
    await outbox.runNow();
    expect(server.sends).toEqual([]);
    expect((await db.outbox.get(id))?.state).toBe('queued');
    signIn(PARTNER_A);
    await vi.waitFor(async () => expect((await db.outbox.get(id))?.state).toBe('sent'));
    expect(server.sends.map((e) => e.owner)).toEqual([PARTNER_A]);
  });
});
