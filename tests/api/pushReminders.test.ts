/**
 * Web Push for reminders of VA time limits, through the local test push service: each device
 * gets each reminder once, readable only with its keys; the service refuses what a real one
 * would; each person sees and removes only their own devices, and only push services' endpoints
 * are kept.
 */
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { mailsTo } from './adminHelpers';
import { LOCAL_VAPID_PUBLIC_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { signUp } from '../../supabase/local/tests/support/authHelpers';
import { anonClient, apiUrl, uniqueEmail } from '../../supabase/local/tests/support/clients';

interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const run = () =>
  fetch(`${apiUrl()}/functions/v1/deadline-reminders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
    body: '{}',
  });

async function testDevice(key = LOCAL_VAPID_PUBLIC_KEY): Promise<TestSubscription> {
  const made = await fetch(`${apiUrl()}/push/v1/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ applicationServerKey: key }),
  });
  expect(made.status).toBe(201);
  return (await made.json()) as TestSubscription;
}

/** Signs and encrypts with web-push, delivers with fetch: the status the push service gave. */
async function deliver(device: TestSubscription, keys: { publicKey: string; privateKey: string }) {
  const request = webpush.generateRequestDetails(device, 'hello', {
    vapidDetails: { subject: 'mailto:test@example.com', ...keys },
  });
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name !== 'Content-Length')
      .map(([name, value]) => [name, String(value)]),
  );
  const answer = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body ? Uint8Array.from(request.body) : null,
  });
  return answer.status;
}

async function received(device: TestSubscription): Promise<{ payload: string; ttl: number }[]> {
  const id = device.endpoint.split('/').pop() ?? '';
  const answer = await fetch(`${apiUrl()}/push/v1/messages/${id}`);
  return ((await answer.json()) as { messages: { payload: string; ttl: number }[] }).messages;
}

function daysAgo(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

async function veteranWithDevice(prefix: string) {
  const email = uniqueEmail(prefix);
  const { client, user } = await signUp(email, { firstName: 'Jo', accountType: 'veteran' });
  const optIn = await client
    .from('deadline_reminder_subscriptions')
    .upsert({ time_zone: 'UTC', email: false });
  expect(optIn.error).toBeNull();
  const device = await testDevice();
  const stored = await client
    .from('push_subscriptions')
    .insert({ endpoint: device.endpoint, ...device.keys });
  expect(stored.error).toBeNull();
  return { client, id: user.id, email, device };
}

async function track(
  client: Awaited<ReturnType<typeof signUp>>['client'],
  label: string,
  daysSinceIntent: number,
) {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  const put = await client.from('tracked_claims').insert({
    id,
    updated_at: at,
    claim: {
      id,
      kind: 'compensation',
      label,
      filedOn: daysAgo(1),
      step: 1,
      history: [{ on: daysAgo(1), step: 1, recordedAt: at }],
      startDates: { intentToFile: daysAgo(daysSinceIntent) },
      createdAt: at,
      updatedAt: at,
    },
  });
  expect(put.error).toBeNull();
}

describe('reminder notifications (Web Push)', () => {
  it('notify each device once, in a payload only its keys open, and mail nobody who chose none', async () => {
    const { client, email, device } = await veteranWithDevice('push-once');
    await track(client, 'Tinnitus', 340);
    expect((await Promise.all([run(), run()])).map((a) => a.status)).toEqual([200, 200]);
    await expect.poll(async () => (await received(device)).length).toBe(1);
    const [message] = await received(device);
    expect(message?.ttl).toBe(86_400);
    expect(JSON.parse(message?.payload ?? '{}')).toMatchObject({
      title: expect.stringMatching(
        /^VA time limit in 2[56] days: File the claim after an intent to file$/,
      ),
      body: expect.stringContaining('Tinnitus: due '),
      url: '/benefits/claim-tracker',
    });
    expect((await run()).status).toBe(200);
    expect(await received(device)).toHaveLength(1);
    expect(await mailsTo(apiUrl(), email)).toEqual([]);
  });

  it('the test push service refuses what a real one would', async () => {
    const device = await testDevice();
    const other = webpush.generateVAPIDKeys();
    // Signed with a key the subscription was not made for.
    expect(await deliver(device, other)).toBe(403);
    const unsigned = await fetch(device.endpoint, {
      method: 'POST',
      headers: { TTL: '60', 'Content-Encoding': 'aes128gcm' },
      body: 'x',
    });
    expect(unsigned.status).toBe(401);
    const unknown = { ...device, endpoint: device.endpoint.replace(/[^/]+$/, crypto.randomUUID()) };
    expect(await deliver(unknown, other)).toBe(404);
    expect(await received(device)).toEqual([]);
  });

  it('keeps each person’s devices to them, and only push services’ endpoints', async () => {
    const owner = await veteranWithDevice('push-owner');
    const other = await signUp(uniqueEmail('push-other'), { firstName: 'Al' });
    expect((await other.client.from('push_subscriptions').select('id')).data).toEqual([]);
    const removed = await other.client
      .from('push_subscriptions')
      .delete()
      .eq('endpoint', owner.device.endpoint)
      .select('id');
    expect(removed.data).toEqual([]);
    // The keys are for the function alone, not even for the owner to read back.
    expect((await owner.client.from('push_subscriptions').select('p256dh')).status).toBe(403);
    const keys = (await testDevice()).keys;
    for (const endpoint of [
      'http://169.254.169.254/push/v1/send/x',
      'ftp://push.example.com/x',
      'x'.repeat(1001),
    ]) {
      const bad = await other.client.from('push_subscriptions').insert({ endpoint, ...keys });
      expect(bad.status, endpoint).toBe(400);
    }
    const badKey = await other.client.from('push_subscriptions').insert({
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      p256dh: 'short',
      auth: keys.auth,
    });
    expect(badKey.status).toBe(400);
    const anon = await anonClient()
      .from('push_subscriptions')
      .insert({ endpoint: 'https://fcm.googleapis.com/fcm/send/y', ...keys });
    expect(anon.status).toBe(401);
    expect((await owner.client.from('push_subscriptions').select('endpoint')).data).toEqual([
      { endpoint: owner.device.endpoint },
    ]);
  });

  it('forgets a device its push service says is gone', async () => {
    const { client } = await veteranWithDevice('push-gone');
    const keys = (await testDevice()).keys;
    const endpoint = `${apiUrl()}/push/v1/send/${crypto.randomUUID()}`;
    expect(
      (await client.from('push_subscriptions').insert({ endpoint, ...keys })).error,
    ).toBeNull();
    await track(client, 'Back', 345);
    expect((await run()).status).toBe(200);
    await expect
      .poll(async () => (await client.from('push_subscriptions').select('endpoint')).data?.length)
      .toBe(1);
  });
});
