/**
 * Broadcast, presence, private channels and SQL broadcasts through the real supabase-js client,
 * on a stack of its own serving tests/fixtures/broadcast-project (private rooms authorised
 * by policies on realtime.messages; a table broadcasting its changes from a trigger).
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../config';
import { MAX_PAYLOAD_BYTES, MESSAGES_PER_SECOND } from '../realtime/broadcastLimits';
import { startStack, type Stack } from '../stack';
import {
  joinedInbox,
  listen,
  realtimeClient,
  type Inbox,
} from './fixtures/broadcast-project/broadcastHelpers';
import { userToken } from './fixtures/realtime-project/realtimeHelpers';
import { startPostgresCluster, type PostgresCluster } from './support/postgresCluster';
import { fixtureProject } from './support/projects';

let stack: Stack;
let cluster: PostgresCluster | undefined;
const clients: SupabaseClient[] = [];
let room = 0;
/** A topic no other test uses. */
const topic = (prefix = 'room') => `${prefix}:${Date.now().toString(36)}-${(room += 1)}`;

async function client(options: Parameters<typeof realtimeClient>[1] = {}) {
  const c = await realtimeClient(stack.url, options);
  clients.push(c);
  return c;
}

async function member(name: string, canSend: boolean) {
  const id = randomUUID();
  await stack.db.query('insert into room_members (topic, user_id, can_send) values ($1, $2, $3)', [
    name,
    id,
    canSend,
  ]);
  return client({ token: await userToken(id) });
}

beforeAll(async () => {
  if (inject('dbKind') === 'postgres') cluster = await startPostgresCluster();
  stack = await startStack({
    workdir: fixtureProject('broadcast-project'),
    port: 0,
    databaseUrl: cluster?.url,
  });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await stack?.close();
  await cluster?.stop();
});

describe('broadcast', () => {
  for (const vsn of ['2.0.0', '1.0.0'] as const) {
    it(`relays to every other subscriber, and to the sender with self (vsn ${vsn})`, async () => {
      const name = topic();
      const other = await joinedInbox(await client({ vsn }), name);
      const third = await joinedInbox(await client({ vsn: '2.0.0' }), name);
      const sender = await joinedInbox(await client({ vsn }), name);
      const selfSender = await joinedInbox(await client({ vsn }), name, {
        broadcast: { self: true },
      });

      expect(
        await sender.channel.send({ type: 'broadcast', event: 'move', payload: { x: 1 } }),
      ).toBe('ok');
      expect(await other.waitFor((m) => m.event === 'move')).toEqual({ x: 1 });
      expect(await third.waitFor((m) => m.event === 'move')).toEqual({ x: 1 });
      expect(await selfSender.waitFor((m) => m.event === 'move')).toEqual({ x: 1 });

      await selfSender.channel.send({ type: 'broadcast', event: 'echo', payload: { y: 2 } });
      expect(await selfSender.waitFor((m) => m.event === 'echo')).toEqual({ y: 2 });
      await other.waitFor((m) => m.event === 'echo');
      // Without self, the sender never hears itself: a broadcast another member sends after
      // both reaches it behind anything of its own it could have heard (one socket, in order).
      await other.channel.send({ type: 'broadcast', event: 'after', payload: {} });
      await sender.waitFor((m) => m.event === 'after');
      expect(sender.messages.map((m) => m.event)).toEqual(['echo', 'after']);
    });
  }

  it('acknowledges with ack: true, and relays binary payloads to 2.0.0 subscribers', async () => {
    const name = topic();
    const receiver = await joinedInbox(await client(), name);
    const sender = await joinedInbox(await client(), name, { broadcast: { ack: true } });
    expect(
      await sender.channel.send({ type: 'broadcast', event: 'acked', payload: { n: 1 } }),
    ).toBe('ok');
    await receiver.waitFor((m) => m.event === 'acked');

    const bytes = new Uint8Array([0, 1, 2, 250]).buffer;
    expect(await sender.channel.send({ type: 'broadcast', event: 'bin', payload: bytes })).toBe(
      'ok',
    );
    const got = await receiver.waitFor((m) => m.event === 'bin');
    expect([...new Uint8Array(got as ArrayBuffer)]).toEqual([0, 1, 2, 250]);
  });

  it('sends over REST: httpSend and the messages endpoint, checked for bad bodies', async () => {
    const name = topic();
    const receiver = await joinedInbox(await client(), name);
    const sender = (await client()).channel(name);
    await expect(sender.httpSend('rest', { via: 'httpSend' })).resolves.toEqual({ success: true });
    expect(await receiver.waitFor((m) => m.event === 'rest')).toEqual({ via: 'httpSend' });

    const post = (body: string, key = ANON_KEY) =>
      fetch(`${stack.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: key, 'content-type': 'application/json' },
        body,
      });
    const ok = await post(
      JSON.stringify({ messages: [{ topic: name, event: 'batch', payload: { i: 1 } }] }),
    );
    expect(ok.status).toBe(202);
    expect(await receiver.waitFor((m) => m.event === 'batch')).toEqual({ i: 1 });

    for (const body of ['{', '{"messages":"no"}', '{"messages":[{"event":"x"}]}']) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/messages|topic/);
    }
    expect((await post('{"messages":[]}', 'forged.jwt.value')).status).toBe(401);
  });
});

describe('presence', () => {
  it('syncs track, untrack, re-track and leave, for both serializer versions', async () => {
    const name = topic();
    const joins: string[] = [];
    const leaves: string[] = [];
    const watcher = await joinedInbox(await client({ vsn: '1.0.0' }), name, {}, (c) =>
      c
        .on('presence', { event: 'join' }, ({ key }: { key: string }) => joins.push(key))
        .on('presence', { event: 'leave' }, ({ key }: { key: string }) => leaves.push(key)),
    );
    const aliceClient = await client();
    const alice = await joinedInbox(aliceClient, name, { presence: { key: 'alice' } });
    expect(await alice.channel.track({ status: 'reviewing' })).toBe('ok');
    await expect.poll(() => joins).toEqual(['alice']);
    const state = watcher.channel.presenceState<{ status: string }>();
    expect(state.alice?.map((m) => m.status)).toEqual(['reviewing']);

    expect(await alice.channel.untrack()).toBe('ok');
    await expect.poll(() => leaves).toEqual(['alice']);
    expect(watcher.channel.presenceState().alice).toBeUndefined();

    // A re-track replaces the channel's entry: a late joiner gets one meta, the newest.
    await alice.channel.track({ status: 'back' });
    await alice.channel.track({ status: 'idle' });
    const late = await joinedInbox(await client(), name, {}, (c) =>
      c.on('presence', { event: 'sync' }, () => undefined),
    );
    await expect
      .poll(() => late.channel.presenceState<{ status: string }>().alice?.map((m) => m.status))
      .toEqual(['idle']);

    // Leaving the channel ends its presence for everyone.
    await aliceClient.removeChannel(alice.channel);
    await expect.poll(() => Object.keys(late.channel.presenceState())).toEqual([]);
  });

  it('refuses a malformed track', async () => {
    const ch = await joinedInbox(await client(), topic());
    // realtime-js sends whatever it is given; the server answers with an error, not silence.
    const status = await ch.channel.track('not an object' as unknown as Record<string, unknown>);
    expect(status).toBe('error');
  });
});

describe('private channels', () => {
  it('refuses anon and non-members at join, admits members (select policy)', async () => {
    const name = topic();
    const anon = listen(await client(), name, { private: true });
    expect(await anon.joined).toMatch(/CHANNEL_ERROR.*permissions to read from this Channel topic/);
    const stranger = listen(await client({ token: await userToken(randomUUID()) }), name, {
      private: true,
    });
    expect(await stranger.joined).toMatch(/CHANNEL_ERROR/);
    const listener = listen(await member(name, false), name, { private: true });
    expect(await listener.joined).toBe('SUBSCRIBED');
  });

  it('relays only what the insert policy allows, and only to private subscribers', async () => {
    const name = topic();
    const listener = await joinedInbox(await member(name, false), name, { private: true });
    const publicSide = await joinedInbox(await client(), name);
    const speaker = await joinedInbox(await member(name, true), name, {
      private: true,
      broadcast: { ack: true },
    });
    expect(
      await speaker.channel.send({ type: 'broadcast', event: 'say', payload: { t: 'hi' } }),
    ).toBe('ok');
    expect(await listener.waitFor((m) => m.event === 'say')).toEqual({ t: 'hi' });

    // A member without the insert policy is not relayed (and, as on hosted Realtime, not acked).
    const mute = await joinedInbox(await member(name, false), name, {
      private: true,
      broadcast: { ack: true },
    });
    expect(
      await mute.channel.send(
        { type: 'broadcast', event: 'shout', payload: {} },
        { timeout: 1500 },
      ),
    ).toBe('timed out');
    // REST sends to a private topic need the same policy; anon's is dropped.
    const anonRest = (await client()).channel(name, { config: { private: true } });
    await anonRest.httpSend('forged', { from: 'anon' });
    await speaker.channel.send({ type: 'broadcast', event: 'after', payload: {} });
    await listener.waitFor((m) => m.event === 'after');
    expect(listener.messages.map((m) => m.event)).toEqual(['say', 'after']);
    expect(publicSide.messages).toEqual([]);
  });

  it('lets only members with the insert policy track presence', async () => {
    const name = topic();
    const mute = await joinedInbox(await member(name, false), name, { private: true });
    expect(await mute.channel.track({ here: true })).toBe('error');
    const speaker = await joinedInbox(await member(name, true), name, { private: true });
    expect(await speaker.channel.track({ here: true })).toBe('ok');
    await expect.poll(() => Object.keys(mute.channel.presenceState()).length).toBe(0);
  });
});

describe('broadcast from SQL', () => {
  it('realtime.send() reaches public and private subscribers of its topic', async () => {
    const name = topic('lobby');
    const publicInbox = await joinedInbox(await client(), name);
    const privateInbox = await joinedInbox(await member(name, false), name, { private: true });
    await stack.db.query(`select realtime.send('{"n": 1}'::jsonb, 'notice', $1, false)`, [name]);
    await stack.db.query(`select realtime.send('{"n": 2}'::jsonb, 'notice', $1)`, [name]);
    expect(await publicInbox.waitFor((m) => m.event === 'notice')).toMatchObject({ n: 1 });
    expect(await privateInbox.waitFor((m) => m.event === 'notice')).toMatchObject({ n: 2 });
    // Each send reaches only its own kind of channel: one more of each, sent after, arrives
    // behind anything the first two could have brought (delivered in commit order).
    await stack.db.query(`select realtime.send('{}'::jsonb, 'after', $1, false)`, [name]);
    await stack.db.query(`select realtime.send('{}'::jsonb, 'after', $1)`, [name]);
    await publicInbox.waitFor((m) => m.event === 'after');
    await privateInbox.waitFor((m) => m.event === 'after');
    expect(publicInbox.messages.map((m) => m.event)).toEqual(['notice', 'after']);
    expect(privateInbox.messages.map((m) => m.event)).toEqual(['notice', 'after']);
  });

  it('realtime.broadcast_changes() from a trigger, to members only; a rolled-back send never arrives', async () => {
    const roomName = `r${Date.now().toString(36)}`;
    const name = `scores:${roomName}`;
    const inbox: Inbox = await joinedInbox(await member(name, false), name, { private: true });
    const anon = listen(await client(), name, { private: true });
    expect(await anon.joined).toMatch(/CHANNEL_ERROR/);
    await stack.db.transaction(async (tx) => {
      await tx.query('insert into scores (room, points) values ($1, 3)', [roomName]);
    });
    await stack.db
      .transaction(async (tx) => {
        await tx.query('insert into scores (room, points) values ($1, 99)', [roomName]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await stack.db.query('update scores set points = 4 where room = $1', [roomName]);
    const insert = (await inbox.waitFor((m) => m.event === 'INSERT')) as Record<string, unknown>;
    expect(insert).toMatchObject({
      operation: 'INSERT',
      table: 'scores',
      schema: 'public',
      record: { room: roomName, points: 3 },
      old_record: null,
    });
    const update = (await inbox.waitFor((m) => m.event === 'UPDATE')) as Record<string, unknown>;
    expect(update).toMatchObject({ old_record: { points: 3 }, record: { points: 4 } });
    expect(inbox.messages.map((m) => m.event)).toEqual(['INSERT', 'UPDATE']);
  });

  it('keeps realtime.messages closed to the API roles without policies', async () => {
    const res = await fetch(`${stack.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: SERVICE_ROLE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 'x', event: 'y', payload: {}, private: true }] }),
    });
    expect(res.status).toBe(202);
  });
});

describe('broadcast limits (issue 37, finding 7: 5,000 junk messages reached a visitor)', () => {
  it('relays at most 100 messages a second from a socket and drops the rest', async () => {
    const name = topic('flood');
    const listener = await joinedInbox(await client(), name);
    const flooder = await joinedInbox(await client(), name, { broadcast: { ack: true } });
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        flooder.channel.send({ type: 'broadcast', event: 'junk', payload: { i } }),
      ),
    );
    const seconds = Math.ceil((performance.now() - started) / 1000);
    const relayed = answers.filter((a) => a === 'ok').length;
    console.info(`flood of 1,000 in ${seconds} s: ${relayed} relayed`);
    expect(relayed).toBeGreaterThan(0);
    expect(relayed).toBeLessThanOrEqual(MESSAGES_PER_SECOND * (seconds + 1));
    expect(answers.filter((a) => a !== 'ok').length).toBe(1000 - relayed);
    // What was answered ok is what the listener gets; nothing dropped reaches it.
    await expect.poll(() => listener.messages.length).toBe(relayed);
  });

  it('drops a payload over 256 KB and keeps relaying the next one', async () => {
    const name = topic('big');
    const listener = await joinedInbox(await client(), name);
    const sender = await joinedInbox(await client(), name, { broadcast: { ack: true } });
    const big = 'x'.repeat(MAX_PAYLOAD_BYTES);
    expect(
      await sender.channel.send({ type: 'broadcast', event: 'big', payload: { big } }),
    ).not.toBe('ok');
    expect(
      await sender.channel.send({ type: 'broadcast', event: 'small', payload: { n: 1 } }),
    ).toBe('ok');
    expect(await listener.waitFor((m) => m.event === 'small')).toEqual({ n: 1 });
    expect(listener.messages.map((m) => m.event)).toEqual(['small']);
  });
});
