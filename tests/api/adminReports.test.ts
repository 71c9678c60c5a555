/**
 * Reports (migration 20261123010400): anyone reports a live listing through report_item(), at
 * most 5 per device per hour and 5 per signed-in user per hour, counted by the server; a replay
 * of an open report adds nothing; only admins read reports and resolve them, once.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../scripts/seed/demoUsers';
import { expectRefused, insertAs, newPartner, publiclyVisible, rowAsService } from './adminHelpers';
import { anonClient, clientsSendFrom } from '../../supabase/local/tests/support/clients';
import { setupActors, type Actors } from './rlsFixtures';

// This file's reports would fill most of 127.0.0.1's 20 an hour (limitsByAddress.test.ts).
clientsSendFrom('127.0.0.71');

let actors: Actors;
let admin: SupabaseClient;
let partner: SupabaseClient;
const owner = DEMO_USERS.partner.id;
let deviceCounter = 0;
const device = () => {
  deviceCounter += 1;
  return `dev-${Date.now().toString(36)}-${deviceCounter}`;
};

beforeAll(async () => {
  actors = await setupActors();
  admin = actors.clients.admin;
  partner = actors.clients.partner;
});

const report = (
  client: SupabaseClient,
  tbl: string,
  id: number,
  device_id: string,
  reason = 'scam',
  details?: string,
) => client.rpc('report_item', { tbl, item_id: id, reason, details, device_id });

const liveDeal = async () => insertAs(partner, owner, 'vet_deals');

describe('sending a report', () => {
  it('works for a visitor, lands in the admins’ queue, and no one else can read it', async () => {
    const deal = await liveDeal();
    const sent = await report(
      anonClient(),
      'vet_deals',
      deal.id,
      device(),
      'wrong_information',
      'Phone is wrong',
    );
    expect(sent.error).toBeNull();
    const id = sent.data as number;
    const seen = await admin
      .from('reports')
      .select('table_name, item_id, reason, details, status')
      .eq('id', id);
    expect(seen.data).toEqual([
      {
        table_name: 'vet_deals',
        item_id: deal.id,
        reason: 'wrong_information',
        details: 'Phone is wrong',
        status: 'open',
      },
    ]);
    for (const role of ['anon', 'veteran', 'partner', 'otherPartner'] as const) {
      expect((await actors.clients[role].from('reports').select('id').eq('id', id)).data).toEqual(
        [],
      );
    }
    const direct = await anonClient()
      .from('reports')
      .insert({ table_name: 'vet_deals', item_id: deal.id, reason: 'scam', device_id: device() });
    expectRefused(direct, 401);
  });

  it('answers a replay of an open report with the same report', async () => {
    const deal = await liveDeal();
    const id = device();
    const first = await report(anonClient(), 'vet_deals', deal.id, id);
    const again = await report(anonClient(), 'vet_deals', deal.id, id);
    expect(again.data).toBe(first.data);
  });

  it('refuses a 6th report from one device within the hour', async () => {
    const id = device();
    for (let i = 0; i < 5; i += 1) {
      const deal = await liveDeal();
      expect((await report(anonClient(), 'vet_deals', deal.id, id)).error).toBeNull();
    }
    const deal = await liveDeal();
    expectRefused(
      await report(anonClient(), 'vet_deals', deal.id, id),
      429,
      /at most 5 reports an hour/,
    );
  });

  it('refuses a signed-in user’s 6th report even from new device ids', async () => {
    const { client } = await newPartner('Reporter Co');
    for (let i = 0; i < 5; i += 1) {
      const deal = await liveDeal();
      expect((await report(client, 'vet_deals', deal.id, device())).error).toBeNull();
    }
    const deal = await liveDeal();
    expectRefused(await report(client, 'vet_deals', deal.id, device()), 429);
  });

  it('answers bad input 400 and an item not in public view 404', async () => {
    const deal = await liveDeal();
    expectRefused(
      await report(anonClient(), 'vet_deals', deal.id, device(), 'boring'),
      400,
      /Choose a reason/,
    );
    expectRefused(
      await report(anonClient(), 'vet_deals', deal.id, device(), 'other', 'x'.repeat(1001)),
      400,
      /at most 1000/,
    );
    expectRefused(await report(anonClient(), 'vet_deals', deal.id, 'short'), 400, /device_id/);
    expectRefused(
      await report(anonClient(), 'vet_deals', deal.id, "x'; drop table reports;--"),
      400,
    );
    expectRefused(await report(anonClient(), 'profiles', 1, device()), 400, /tbl must be/);
    expectRefused(await report(anonClient(), 'vet_deals', 987654321, device()), 404);
    const pending = await insertAs(partner, owner, 'services');
    expectRefused(
      await report(anonClient(), 'services', pending.id, device()),
      404,
      /Listing not found/,
    );
  });
});

describe('resolving a report', () => {
  it('take-down hides the listing and settles every open report on it, once', async () => {
    const deal = await liveDeal();
    const a = (await report(anonClient(), 'vet_deals', deal.id, device())).data as number;
    const b = (await report(anonClient(), 'vet_deals', deal.id, device())).data as number;
    expectRefused(
      await admin.rpc('resolve_report', { report_id: a, action: 'take_down' }),
      400,
      /A reason/,
    );
    const done = await admin.rpc('resolve_report', {
      report_id: a,
      action: 'take_down',
      note: 'Confirmed scam',
    });
    expect(done.error).toBeNull();
    expect(await publiclyVisible(anonClient(), 'vet_deals', deal.id)).toBe(false);
    expect((await rowAsService('vet_deals', deal.id)).review_note).toBe('Confirmed scam');
    const statuses = await admin.from('reports').select('status').in('id', [a, b]);
    expect(statuses.data?.map((r) => r.status)).toEqual(['taken_down', 'taken_down']);
    expectRefused(
      await admin.rpc('resolve_report', { report_id: b, action: 'dismiss' }),
      409,
      /Already taken down by Avery Admin/,
    );
  });

  it('dismiss leaves the listing live; other roles are refused; forged ids 404', async () => {
    const deal = await liveDeal();
    const id = (await report(anonClient(), 'vet_deals', deal.id, device())).data as number;
    expectRefused(
      await anonClient().rpc('resolve_report', { report_id: id, action: 'dismiss' }),
      401,
    );
    for (const role of ['veteran', 'partner', 'otherPartner'] as const) {
      expectRefused(
        await actors.clients[role].rpc('resolve_report', { report_id: id, action: 'dismiss' }),
        403,
      );
    }
    expectRefused(
      await admin.rpc('resolve_report', { report_id: 987654321, action: 'dismiss' }),
      404,
    );
    expectRefused(await admin.rpc('resolve_report', { report_id: id, action: 'delete' }), 400);
    expect(
      (await admin.rpc('resolve_report', { report_id: id, action: 'dismiss' })).error,
    ).toBeNull();
    expect(await publiclyVisible(anonClient(), 'vet_deals', deal.id)).toBe(true);
  });
});
