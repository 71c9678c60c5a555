/**
 * error_reports: anyone's device may send a report (through the outbox's upsert, exactly once);
 * only admins read them; the server keeps its own limits (fields, size, 20 a day per device) and
 * strips addresses and query strings a forged request might carry.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createSupabaseTransport } from '../../src/data/outbox/outboxTransport';
import { errorReportSchema } from '../../src/data/errors/errorReportSchema';
import { buildErrorReport } from '../../src/data/errors/errorReport';
import { outboxInsert } from './outboxEntry';
import {
  anonClient,
  serviceClient,
  signedInClient,
} from '../../supabase/local/tests/support/clients';

const devices: string[] = [];

afterAll(async () => {
  for (const device of devices)
    await serviceClient().from('error_reports').delete().eq('device_id', device);
});

function newDevice(): string {
  const id = randomUUID();
  devices.push(id);
  return id;
}

function report(deviceId: string, message = 'Failed to fetch dynamically imported module') {
  return errorReportSchema.parse(
    buildErrorReport({
      kind: 'chunk',
      error: new TypeError(message),
      route: '/vetdeals',
      buildId: 'api-test',
      online: true,
      deviceId,
      now: new Date(),
    }),
  );
}

const entry = (payload: Record<string, unknown>) => outboxInsert('error_reports', payload);

async function stored(deviceId: string) {
  const { data, error } = await serviceClient()
    .from('error_reports')
    .select('*')
    .eq('device_id', deviceId);
  expect(error).toBeNull();
  return data ?? [];
}

describe('error reports', () => {
  it('a report sent the way the app sends it lands once, even when sent twice', async () => {
    const device = newDevice();
    const transport = createSupabaseTransport(anonClient());
    const sent = entry(report(device));
    expect((await transport.send(sent)).status).toBe(201);
    expect((await transport.send(sent)).status).toBe(201);
    const rows = await stored(device);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'chunk', route: '/vetdeals', build_id: 'api-test' });
  });

  it('only admins read them: anon, veteran and partner see nothing', async () => {
    const device = newDevice();
    expect((await createSupabaseTransport(anonClient()).send(entry(report(device)))).status).toBe(
      201,
    );
    const readers = [
      anonClient(),
      await signedInClient('veteran@vethub.test'),
      await signedInClient('partner@vethub.test'),
    ];
    for (const client of readers) {
      const { data } = await client.from('error_reports').select('*').eq('device_id', device);
      expect(data ?? []).toEqual([]);
    }
    const admin = await signedInClient('admin@vethub.test');
    const { data, error } = await admin.from('error_reports').select('*').eq('device_id', device);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });

  it('nobody but an admin changes or deletes one', async () => {
    const device = newDevice();
    await createSupabaseTransport(anonClient()).send(entry(report(device)));
    const veteran = await signedInClient('veteran@vethub.test');
    for (const client of [anonClient(), veteran]) {
      await client.from('error_reports').update({ message: 'changed' }).eq('device_id', device);
      await client.from('error_reports').delete().eq('device_id', device);
    }
    const rows = await stored(device);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toBe('Failed to fetch dynamically imported module');
  });

  it('refuses forged server fields and oversized or malformed bodies with a 4xx', async () => {
    const device = newDevice();
    const client = anonClient();
    const good = { ...report(device), client_id: randomUUID() };
    const bad: Record<string, unknown>[] = [
      { ...good, id: 1 },
      { ...good, created_at: '2020-01-01T00:00:00Z' },
      { ...good, message: 'x'.repeat(1001) },
      { ...good, stack: 'y'.repeat(8001) },
      { ...good, reference: 'not a reference' },
      { ...good, kind: 'anything' },
      { ...good, device_id: 'not-a-uuid' },
      { ...good, message: 'z'.repeat(2 * 1024 * 1024) },
    ];
    for (const body of bad) {
      const { status } = await client.from('error_reports').insert(body);
      expect(status, Object.keys(body).join()).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect(await stored(device)).toEqual([]);
  });

  it('strips addresses and query strings a forged report carries, and keeps time honest', async () => {
    const device = newDevice();
    const forged = {
      ...report(device),
      client_id: randomUUID(),
      message: 'reset failed for pat@example.com',
      route: '/auth/reset-password?email=pat@example.com#token',
      occurred_at: '2099-01-01T00:00:00Z',
    };
    expect((await anonClient().from('error_reports').insert(forged)).status).toBe(201);
    const [row] = await stored(device);
    expect(row).toMatchObject({
      message: 'reset failed for [email]',
      route: '/auth/reset-password',
    });
    expect(Date.parse(row?.occurred_at as string)).toBeLessThan(Date.now() + 60_000);
  });

  it('takes at most 20 a day from one device', async () => {
    const device = newDevice();
    const client = anonClient();
    for (let i = 0; i < 20; i++) {
      const { status } = await client
        .from('error_reports')
        .insert({ ...report(device, `error ${i}`), client_id: randomUUID() });
      expect(status).toBe(201);
    }
    const over = await client
      .from('error_reports')
      .insert({ ...report(device, 'one too many'), client_id: randomUUID() });
    expect(over.status).toBe(429);
    expect(await stored(device)).toHaveLength(20);
    // Another device is not affected.
    const other = newDevice();
    expect(
      (await client.from('error_reports').insert({ ...report(other), client_id: randomUUID() }))
        .status,
    ).toBe(201);
  });
});
