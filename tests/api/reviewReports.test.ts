/**
 * Reports of reviews (migration 20261124100000): anyone reports a review of a live service under
 * the listings' limits; admins dismiss the report or remove the review, which takes it out of the
 * service's rating, lands in the audit log and tells the reviewer why. Reviews are never "sent
 * back for changes", and no one but an admin resolves a report.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverMailTo, expectRefused } from './adminHelpers';
import {
  anonClient,
  clientsSendFrom,
  serviceClient,
} from '../../supabase/local/tests/support/clients';
import { liveService, verifiedVeteran } from './reviewHelpers';
import { setupActors, type Actors } from './rlsFixtures';

// This file's reports would fill most of 127.0.0.1's 20 an hour (limitsByAddress.test.ts).
clientsSendFrom('127.0.0.72');

let actors: Actors;
let admin: SupabaseClient;
let counter = 0;
const device = () => `rev-${Date.now().toString(36)}-${(counter += 1)}`;

beforeAll(async () => {
  actors = await setupActors();
  admin = actors.clients.admin;
});

const report = (client: SupabaseClient, id: number, device_id = device(), reason = 'offensive') =>
  client.rpc('report_item', { tbl: 'service_reviews', item_id: id, reason, device_id });

async function review(serviceId: number, rating = 1) {
  const reviewer = await verifiedVeteran('Rory', 'Quinn');
  const { data, error } = await reviewer
    .from('service_reviews')
    .insert({ service_id: serviceId, rating, body: 'Rude staff and worse' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const email = (await reviewer.auth.getUser()).data.user?.email ?? '';
  return { id: (data as { id: number }).id, email };
}

const reviewCount = async (serviceId: number) =>
  (
    (await serviceClient().from('services').select('review_count').eq('id', serviceId).single())
      .data as { review_count: number }
  ).review_count;

describe('reporting a review', () => {
  it('a visitor reports a review; admins see it in the queue, a replay returns the same report', async () => {
    const serviceId = await liveService();
    const { id } = await review(serviceId);
    const dev = device();
    const sent = await report(anonClient(), id, dev);
    expect(sent.error).toBeNull();
    expect((await report(anonClient(), id, dev)).data).toBe(sent.data);
    const queued = await admin
      .from('reports')
      .select('table_name, item_id, reason, status')
      .eq('id', sent.data as number);
    expect(queued.data).toEqual([
      { table_name: 'service_reviews', item_id: id, reason: 'offensive', status: 'open' },
    ]);
    const asPartner = await actors.clients.partner.from('reports').select('id').eq('id', sent.data);
    expect(asPartner.data).toEqual([]);
  });

  it('answers 404 for a forged id or a review of a hidden service, 400 for bad input', async () => {
    expectRefused(await report(anonClient(), 987654321), 404, /Review not found/);
    const hidden = await liveService();
    const { id } = await review(hidden);
    await serviceClient()
      .from('services')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', hidden);
    expectRefused(await report(anonClient(), id), 404, /Review not found/);
    const serviceId = await liveService();
    const other = await review(serviceId);
    expectRefused(await report(anonClient(), other.id, device(), 'boring'), 400, /Choose a reason/);
    expectRefused(await report(anonClient(), other.id, 'x'), 400, /device_id/);
    expectRefused(
      await anonClient().rpc('report_item', {
        tbl: 'service_reviews',
        item_id: other.id,
        reason: 'spam',
        details: 'x'.repeat(1001),
        device_id: device(),
      }),
      400,
      /at most 1000/,
    );
    expectRefused(
      await anonClient().rpc('report_item', {
        tbl: 'profiles',
        item_id: other.id,
        reason: 'spam',
        device_id: device(),
      }),
      400,
      /tbl must be/,
    );
  });
});

describe('resolving a report of a review', () => {
  it('removing it needs a reason, takes it out of the rating, audits it and mails the reviewer', async () => {
    const serviceId = await liveService();
    const { id, email } = await review(serviceId);
    expect(await reviewCount(serviceId)).toBe(1);
    const a = (await report(anonClient(), id)).data as number;
    const b = (await report(anonClient(), id)).data as number;

    expectRefused(
      await admin.rpc('resolve_report', { report_id: a, action: 'request_changes', note: 'x' }),
      400,
      /cannot be sent back for changes/,
    );
    expectRefused(
      await admin.rpc('resolve_report', { report_id: a, action: 'take_down' }),
      400,
      /A reason is required/,
    );
    for (const role of ['veteran', 'partner'] as const) {
      expectRefused(
        await actors.clients[role].rpc('resolve_report', {
          report_id: a,
          action: 'take_down',
          note: 'x',
        }),
        403,
      );
    }
    const done = await admin.rpc('resolve_report', {
      report_id: a,
      action: 'take_down',
      note: 'Personal attack on staff',
    });
    expect(done.error).toBeNull();
    expect(done.data).toEqual({ id: a, status: 'taken_down' });

    const gone = await anonClient().from('service_reviews').select('id').eq('id', id);
    expect(gone.data).toEqual([]);
    expect(await reviewCount(serviceId)).toBe(0);
    const statuses = await admin.from('reports').select('status').in('id', [a, b]);
    expect(statuses.data?.map((r) => r.status)).toEqual(['taken_down', 'taken_down']);

    const audit = await admin
      .from('audit_log')
      .select('action, reason, before')
      .eq('table_name', 'service_reviews')
      .eq('row_id', String(id));
    expect(audit.data).toEqual([
      expect.objectContaining({
        action: 'take_down_report',
        reason: 'Personal attack on staff',
        before: expect.objectContaining({ body: 'Rude staff and worse', rating: 1 }),
      }),
    ]);

    const mails = await deliverMailTo(admin, email);
    expect(mails[0]?.subject).toMatch(/^Your review of ".+" was removed$/);
    expect(mails[0]?.text).toContain('Reason: Personal attack on staff');
  });

  it('dismissing keeps the review; a review its author already deleted just settles the report', async () => {
    const serviceId = await liveService();
    const kept = await review(serviceId);
    const r1 = (await report(anonClient(), kept.id)).data as number;
    expect(
      (await admin.rpc('resolve_report', { report_id: r1, action: 'dismiss' })).error,
    ).toBeNull();
    const still = await anonClient().from('service_reviews').select('id').eq('id', kept.id);
    expect(still.data).toEqual([{ id: kept.id }]);

    const other = await liveService();
    const reviewer = await verifiedVeteran();
    const { data } = await reviewer
      .from('service_reviews')
      .insert({ service_id: other, rating: 2 })
      .select('id')
      .single();
    const reviewId = (data as { id: number }).id;
    const r2 = (await report(anonClient(), reviewId)).data as number;
    await reviewer.from('service_reviews').delete().eq('id', reviewId);
    const settled = await admin.rpc('resolve_report', {
      report_id: r2,
      action: 'take_down',
      note: 'Spam',
    });
    expect(settled.error).toBeNull();
    expectRefused(
      await admin.rpc('resolve_report', { report_id: r2, action: 'dismiss' }),
      409,
      /Already taken down/,
    );
  });
});
