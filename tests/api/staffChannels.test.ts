/**
 * VetHub's realtime policies (migration 20261123030000): private channels named "admin:…" carry
 * staff presence on the moderation queue; only admins may join, track or broadcast there.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../scripts/seed/demoUsers';
import {
  joinedInbox,
  listen,
} from '../../supabase/local/tests/fixtures/broadcast-project/broadcastHelpers';
import { closeRealtimeVisitors, realtimeVisitor } from './realtimeVisitors';

let admin: SupabaseClient;
beforeAll(async () => {
  admin = await realtimeVisitor(DEMO_USERS.admin.email);
});
afterAll(closeRealtimeVisitors);

describe('staff channels', () => {
  it('admits admins to admin: channels and refuses anon, veterans and partners', async () => {
    const topic = `admin:queue-${Date.now().toString(36)}`;
    for (const email of [undefined, DEMO_USERS.veteran.email, DEMO_USERS.partner.email]) {
      const { joined } = listen(await realtimeVisitor(email), topic, { private: true });
      expect(await joined, email ?? 'anon').toMatch(/CHANNEL_ERROR.*permissions to read/);
    }
    const watcher = await joinedInbox(
      await realtimeVisitor(DEMO_USERS.admin.email),
      topic,
      { private: true },
      (c) => c.on('presence', { event: 'sync' }, () => undefined),
    );
    const looking = await joinedInbox(admin, topic, {
      private: true,
      presence: { key: DEMO_USERS.admin.id },
    });
    expect(await looking.channel.track({ item: 'deal-42' })).toBe('ok');
    await expect
      .poll(() => Object.keys(watcher.channel.presenceState()))
      .toEqual([DEMO_USERS.admin.id]);
  });

  it('drops an admin from presence when their console goes away without leaving', async () => {
    const topic = `admin:queue-${Date.now().toString(36)}`;
    const watcher = await joinedInbox(
      admin,
      topic,
      { private: true, presence: { key: 'tab-a' } },
      (c) => c.on('presence', { event: 'sync' }, () => undefined),
    );
    const other = await realtimeVisitor(DEMO_USERS.admin.email);
    const gone = await joinedInbox(other, topic, { private: true, presence: { key: 'tab-b' } });
    // As the console moves from no item to one: untrack, then track (queuePresence.ts says why).
    expect(await gone.channel.track({ item: null })).toBe('ok');
    expect(await gone.channel.untrack()).toBe('ok');
    expect(await gone.channel.track({ item: 'services:1' })).toBe('ok');
    await expect.poll(() => Object.keys(watcher.channel.presenceState()).sort()).toEqual(['tab-b']);
    // The socket closes (tab closed, network gone) with no phx_leave sent first.
    other.realtime.disconnect();
    await expect.poll(() => Object.keys(watcher.channel.presenceState())).toEqual([]);
  });

  it('keeps non-admin channels closed: the policies grant nothing outside admin:', async () => {
    const { joined } = listen(admin, `queue-${Date.now().toString(36)}`, { private: true });
    expect(await joined).toMatch(/CHANNEL_ERROR/);
  });
});
