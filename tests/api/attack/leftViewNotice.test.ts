/**
 * Issue 37, finding 12: realtime told anonymous subscribers the id and status of a row that had
 * become hidden (a "left view" notice). Now postgres_changes says nothing of a row the subscriber
 * may not read, as hosted Realtime, and a device hears a listing leave public view by its key
 * alone, on the private topic "listings:left" where only the database sends
 * (migration 20261128010000).
 */
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../scripts/seed/demoUsers';
import {
  joinedInbox,
  type Inbox,
} from '../../../supabase/local/tests/fixtures/broadcast-project/broadcastHelpers';
import { serviceClient } from '../../../supabase/local/tests/support/clients';
import { contentRow } from '../adminHelpers';
import { closeRealtimeVisitors, realtimeVisitor } from '../realtimeVisitors';

const TOPIC = 'listings:left';
const service = serviceClient();

afterAll(closeRealtimeVisitors);

async function newService(status: 'active' | 'pending') {
  const { data, error } = await service
    .from('services')
    .insert(contentRow('services', { status }))
    .select('id')
    .single<{ id: number }>();
  expect(error).toBeNull();
  return Number(data?.id);
}

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;
const keyOf = (c: Change) => Number(('id' in c.new && c.new.id) || ('id' in c.old && c.old.id));

/** Every postgres_changes event on services, as the visitor's device would hear them. */
async function watchServices(client: SupabaseClient) {
  const events: Change[] = [];
  await new Promise<void>((resolve, reject) => {
    client
      .channel(`services-${crypto.randomUUID()}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'services' }, (c: Change) =>
        events.push(c),
      )
      .subscribe((status) =>
        status === 'SUBSCRIBED' ? resolve() : status !== 'CLOSED' && reject(new Error(status)),
      );
  });
  return events;
}

const hearsLeft = (inbox: Inbox, key: number) =>
  inbox.waitFor((m) => (m.payload as { key?: unknown }).key === key);

describe('a listing leaving public view', () => {
  it('tells a visitor its key and table only, and postgres_changes tells nothing', async () => {
    const hidden = await newService('active');
    const neverPublic = await newService('pending');
    const marker = await newService('active');
    const anon = await realtimeVisitor();
    const changes = await watchServices(anon);
    const left = await joinedInbox(anon, TOPIC, { private: true });

    expect(
      (await service.from('services').update({ status: 'inactive' }).eq('id', neverPublic)).error,
    ).toBeNull();
    expect(
      (await service.from('services').update({ status: 'inactive' }).eq('id', hidden)).error,
    ).toBeNull();
    const notice = (await hearsLeft(left, hidden)) as Record<string, unknown>;
    const { table, key, ...rest } = notice;
    expect({ table, key }).toEqual({ table: 'services', key: hidden });
    // realtime.send gives every message an id of its own; nothing else of the row travels.
    expect(Object.keys(rest)).toEqual(['id']);
    expect(rest.id).not.toBe(hidden);

    // Changes reach a channel in commit order: once the marker's edit is in, both above were.
    expect(
      (await service.from('services').update({ name: 'Marker' }).eq('id', marker)).error,
    ).toBeNull();
    await expect.poll(() => changes.some((c) => keyOf(c) === marker)).toBe(true);
    expect(changes.filter((c) => keyOf(c) === hidden || keyOf(c) === neverPublic)).toEqual([]);
    expect(
      left.messages.filter((m) => (m.payload as { key?: unknown }).key === neverPublic),
    ).toEqual([]);
  });

  it('lets nobody but the database send on the topic: a forged notice reaches no device', async () => {
    const device = await joinedInbox(await realtimeVisitor(), TOPIC, { private: true });
    const real = await newService('active');
    const target = await newService('active');
    for (const email of [undefined, DEMO_USERS.veteran.email, DEMO_USERS.admin.email]) {
      const forger = await joinedInbox(await realtimeVisitor(email), TOPIC, { private: true });
      // The insert policy refuses it: hosted Realtime does not answer such a send, nor relays it.
      await forger.channel.send({
        type: 'broadcast',
        event: 'left',
        payload: { table: 'services', key: target },
      });
    }
    expect(
      (await service.from('services').update({ status: 'inactive' }).eq('id', real)).error,
    ).toBeNull();
    await hearsLeft(device, real);
    // Other files' listings leave public view meanwhile too (their clean-ups): only the forged
    // key must be missing.
    const heard = device.messages.map((m) => (m.payload as { key?: unknown }).key);
    expect(heard).toContain(real);
    expect(heard).not.toContain(target);
  });
});
