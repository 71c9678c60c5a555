/**
 * Issue 37, finding 7: the app's mirror channel was public, so a stranger's broadcasts reached
 * every visitor listening there (15.8 MB of junk in 6 s). It is private now (migration
 * 20261128020000): anyone may join and hear the listings change, nobody may broadcast on it.
 */
import { afterAll, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../scripts/seed/demoUsers';
import { SERVICE_ROLE_KEY } from '../../../supabase/local/config';
import { joinedInbox } from '../../../supabase/local/tests/fixtures/broadcast-project/broadcastHelpers';
import { apiUrl, serviceClient } from '../../../supabase/local/tests/support/clients';
import { contentRow } from '../adminHelpers';
import { closeRealtimeVisitors, realtimeVisitor } from '../realtimeVisitors';

const TOPIC = 'vethub-mirror-1';

afterAll(closeRealtimeVisitors);

it('lets a visitor hear listings change on the mirror channel and nobody broadcast there', async () => {
  const service = serviceClient();
  const changed: number[] = [];
  const device = await joinedInbox(await realtimeVisitor(), TOPIC, { private: true }, (channel) =>
    channel.on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'services' },
      (c: { new: { id?: number } }) => changed.push(Number(c.new.id)),
    ),
  );
  const row = await service
    .from('services')
    .insert(contentRow('services', { status: 'active' }))
    .select('id')
    .single<{ id: number }>();
  expect(row.error).toBeNull();
  await expect.poll(() => changed).toContain(Number(row.data?.id));

  for (const email of [undefined, DEMO_USERS.veteran.email, DEMO_USERS.partner.email]) {
    const stranger = await joinedInbox(await realtimeVisitor(email), TOPIC, {
      private: true,
      broadcast: { ack: true },
    });
    // Refused by the policies: not relayed, and not answered (as hosted Realtime).
    const sent = await stranger.channel.send(
      { type: 'broadcast', event: 'junk', payload: { junk: 'x'.repeat(1000) } },
      { timeout: 1000 },
    );
    expect(sent, email ?? 'anon').not.toBe('ok');
  }
  // The server may still say something there: its message arrives, the junk never did.
  const marker = await fetch(`${apiUrl()}/realtime/v1/api/broadcast`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      messages: [{ topic: TOPIC, event: 'marker', payload: { n: 1 }, private: true }],
    }),
  });
  expect(marker.status).toBe(202);
  await device.waitFor((m) => m.event === 'marker');
  expect(device.messages.map((m) => m.event)).toEqual(['marker']);
});
