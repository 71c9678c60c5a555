/**
 * Issue 37, finding 6: reports and error reports were limited only by the device id the client
 * chooses, so rotating ids sent 40 of 40 reports and filled the day's error-report cap in 14 s.
 * Now the server also counts by the network address the gateway saw (migration
 * 20261128030000): 20 reports an hour and 100 error reports a day from one address. Each test
 * plays its own loopback addresses, so the rest of the suite (all from 127.0.0.1) is untouched.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  apiUrl,
  serviceClient,
  signedInClient,
} from '../../../supabase/local/tests/support/clients';
import { postFrom } from '../../../supabase/local/tests/support/rawHttp';
import { contentRow } from '../adminHelpers';

const service = serviceClient();
const devices: string[] = [];
const items: number[] = [];
const NETWORK_REFUSAL = /Too many .* from your network/;

afterAll(async () => {
  await service.from('reports').delete().in('device_id', devices);
  await service.from('error_reports').delete().in('device_id', devices);
  await service.from('services').delete().in('id', items);
});

function newDevice(uuid = false): string {
  const id = uuid ? randomUUID() : `address-test-${randomUUID()}`;
  devices.push(id);
  return id;
}

async function liveService(): Promise<number> {
  const { data, error } = await service
    .from('services')
    .insert(contentRow('services', { status: 'active' }))
    .select('id')
    .single<{ id: number }>();
  expect(error).toBeNull();
  items.push(Number(data?.id));
  return Number(data?.id);
}

const reportFrom = (
  address: string,
  itemId: number,
  deviceId: string,
  headers: Record<string, string> = {},
) =>
  postFrom(
    address,
    `${apiUrl()}/rest/v1/rpc/report_item`,
    { tbl: 'services', item_id: itemId, reason: 'spam', device_id: deviceId },
    headers,
  );

const errorReport = (deviceId: string, clientId = randomUUID()) => ({
  client_id: clientId,
  reference: 'K7QD-2M4X',
  device_id: deviceId,
  kind: 'chunk',
  message: 'Failed to fetch dynamically imported module',
  stack: null,
  route: '/services',
  build_id: 'address-test',
  online: true,
  occurred_at: new Date().toISOString(),
});

// As the app's outbox sends it: an upsert on client_id that ignores a row already stored.
const sendErrorReportFrom = (address: string, report: ReturnType<typeof errorReport>) =>
  postFrom(address, `${apiUrl()}/rest/v1/error_reports?on_conflict=client_id`, report, {
    prefer: 'resolution=ignore-duplicates,return=minimal',
  });

describe('limits by network address', () => {
  it('refuses the 21st report in an hour from one address, whatever device ids it sends', async () => {
    const item = await liveService();
    const firstDevice = newDevice();
    const statuses = [(await reportFrom('127.0.0.61', item, firstDevice)).status];
    for (let i = 1; i < 20; i += 1) {
      statuses.push((await reportFrom('127.0.0.61', item, newDevice())).status);
    }
    expect(statuses).toEqual(Array(20).fill(200));

    const over = await reportFrom('127.0.0.61', item, newDevice());
    expect(over.status).toBe(429);
    expect(over.message).toMatch(NETWORK_REFUSAL);

    // A replay of a report already open is answered with it, not counted and not refused.
    expect((await reportFrom('127.0.0.61', item, firstDevice)).status).toBe(200);
    // Other people, on other networks, still report.
    expect((await reportFrom('127.0.0.62', item, newDevice())).status).toBe(200);
  });

  it('does not take a client’s own x-forwarded-for or cf-connecting-ip as its address', async () => {
    const item = await liveService();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const forged = { 'x-forwarded-for': `10.0.0.${i}`, 'cf-connecting-ip': `10.1.0.${i}` };
      statuses.push((await reportFrom('127.0.0.63', item, newDevice(), forged)).status);
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
  });

  it('counts signed-in reports from the address too', async () => {
    const item = await liveService();
    for (let i = 0; i < 20; i += 1) await reportFrom('127.0.0.64', item, newDevice());
    const veteran = await signedInClient('veteran@vethub.test');
    const token = (await veteran.auth.getSession()).data.session?.access_token;
    const over = await postFrom(
      '127.0.0.64',
      `${apiUrl()}/rest/v1/rpc/report_item`,
      { tbl: 'services', item_id: item, reason: 'spam', device_id: newDevice() },
      { authorization: `Bearer ${token}` },
    );
    expect(over.status).toBe(429);
    expect(over.message).toMatch(NETWORK_REFUSAL);
  });

  it('refuses the 101st error report in a day from one address; a resend is not counted', async () => {
    const first = errorReport(newDevice(true));
    const statuses = [(await sendErrorReportFrom('127.0.0.65', first)).status];
    for (let i = 1; i < 100; i += 1) {
      statuses.push((await sendErrorReportFrom('127.0.0.65', errorReport(newDevice(true)))).status);
    }
    expect(statuses).toEqual(Array(100).fill(201));

    const over = await sendErrorReportFrom('127.0.0.65', errorReport(newDevice(true)));
    expect(over.status).toBe(429);
    expect(over.message).toMatch(NETWORK_REFUSAL);
    // The outbox resending one it already delivered is answered as before.
    expect((await sendErrorReportFrom('127.0.0.65', first)).status).toBe(201);
    // The day's cap for everyone is not spent by one network.
    expect((await sendErrorReportFrom('127.0.0.66', errorReport(newDevice(true)))).status).toBe(
      201,
    );
  });

  it('keeps no address’s hits past two days, even one that never comes back', async () => {
    const stale = { purpose: 'report', address_hash: `gone-${randomUUID()}` };
    const old = new Date(Date.now() - 3 * 24 * 3600_000).toISOString();
    expect(
      (await service.from('address_limit_hits').insert({ ...stale, created_at: old })).error,
    ).toBeNull();
    expect((await reportFrom('127.0.0.67', await liveService(), newDevice())).status).toBe(200);
    const { data } = await service
      .from('address_limit_hits')
      .select('created_at')
      .eq('address_hash', stale.address_hash);
    expect(data).toEqual([]);
  });

  it('keeps the counts and their key from every API role', async () => {
    const admin = await signedInClient('admin@vethub.test');
    for (const client of [anonClient(), admin]) {
      for (const table of ['address_limit_hits', 'address_limit_key']) {
        const { data, error } = await client.from(table).select('*');
        expect(error, `${table} read`).not.toBeNull();
        expect(data).toBeNull();
      }
      const count = await client.rpc('count_by_address', {
        purpose: 'report',
        most: 0,
        per: '1 hour',
        refusal: 'x',
      });
      expect(count.error).not.toBeNull();
      expect((await client.rpc('request_address_hash')).error).not.toBeNull();
    }
  });
});
