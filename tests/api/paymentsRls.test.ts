/**
 * No client, whatever its role, writes money: payments, payment_events, plans (prices) and
 * donation_options refuse every write, and featured_until refuses owners and admins alike.
 * A payer reads their own payments, admins all, nobody else any.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  serviceClient,
  signedInClient,
} from '../../supabase/local/tests/support/clients';
import { PARTNER_ID, PLAN, partnerDeal, startCheckout } from './paymentsSupport';

let roles: [string, SupabaseClient][];
let service: SupabaseClient;
let partner: SupabaseClient;
let paymentId: string;

beforeAll(async () => {
  service = serviceClient();
  const [veteran, partnerClient, admin] = await Promise.all([
    signedInClient('veteran@vethub.test'),
    signedInClient('partner@vethub.test'),
    signedInClient('admin@vethub.test'),
  ]);
  partner = partnerClient;
  roles = [
    ['anon', anonClient()],
    ['veteran', veteran],
    ['partner', partner],
    ['admin', admin],
  ];
  const deal = await partnerDeal(service);
  const started = await startCheckout(
    { kind: 'featured', plan_id: PLAN, listing_table: 'vet_deals', listing_id: deal },
    partner,
  );
  paymentId = started.body.payment_id;
});

describe('client writes to money tables are refused for every role', () => {
  it('refuses inserting, updating and deleting payments', async () => {
    for (const [role, client] of roles) {
      const insert = await client.from('payments').insert({
        kind: 'donation',
        amount_cents: 100,
        currency: 'usd',
        status: 'paid',
        payer_id: PARTNER_ID,
      });
      expect(insert.error, role).not.toBeNull();
      await client.from('payments').update({ status: 'paid' }).eq('id', paymentId);
      await client.from('payments').delete().eq('id', paymentId);
    }
    const row = await service.from('payments').select('status').eq('id', paymentId).single();
    expect(row.data?.status).toBe('pending');
  });

  it('refuses writing payment_events (a forged "already handled" mark)', async () => {
    for (const [role, client] of roles) {
      const insert = await client
        .from('payment_events')
        .insert({ id: `evt_forged_${role}`, type: 'checkout.session.completed' });
      expect(insert.error, role).not.toBeNull();
    }
  });

  it('refuses changing a plan’s price or the donation bounds', async () => {
    for (const [role, client] of roles) {
      await client.from('plans').update({ price_cents: 50 }).eq('id', PLAN);
      const insert = await client.from('plans').insert({
        id: `cheap-${role}`,
        name: 'Cheap',
        description: 'Forged',
        duration_days: 365,
        price_cents: 50,
      });
      expect(insert.error, role).not.toBeNull();
      await client.from('donation_options').update({ min_cents: 50 }).eq('currency', 'usd');
    }
    const plan = await service.from('plans').select('price_cents').eq('id', PLAN).single();
    expect(plan.data?.price_cents).toBe(1500);
    const options = await service.from('donation_options').select('min_cents').single();
    expect(options.data?.min_cents).toBe(100);
  });

  it('refuses setting featured_until on a deal, service or post, even for its owner or an admin', async () => {
    const deal = await partnerDeal(service);
    const suffix = Date.now().toString(36);
    const ids: Record<string, number> = { vet_deals: deal };
    for (const [table, row] of [
      ['services', { name: 'Featured test service', status: 'active' }],
      ['blog_posts', { title: 'Featured test post', status: 'published' }],
    ] as const) {
      const made = await service
        .from(table)
        .insert({ ...row, owner_id: PARTNER_ID, slug: `test-featured-${suffix}` })
        .select('id')
        .single();
      ids[table] = (made.data as { id: number }).id;
    }
    const future = new Date(Date.now() + 86_400_000 * 365).toISOString();
    for (const [role, client] of roles) {
      for (const table of ['vet_deals', 'services', 'blog_posts']) {
        const { error } = await client
          .from(table)
          .update({ featured_until: future })
          .eq('id', ids[table] ?? 0);
        if (role !== 'anon' && role !== 'veteran') {
          expect(error?.message, `${role} ${table}`).toBe(
            'featured_until is set only by a paid featured plan',
          );
        }
      }
      const insert = await client.from('vet_deals').insert({
        owner_id: PARTNER_ID,
        title: 'Self-featured',
        slug: `test-self-featured-${role}`,
        merchant: 'Forger',
        featured_until: future,
      });
      expect(insert.error, role).not.toBeNull();
    }
    const row = await service.from('vet_deals').select('featured_until').eq('id', deal).single();
    expect(row.data?.featured_until).toBeNull();
  });
});

describe('reading payments', () => {
  it('shows a payer their own payments, admins all, and nobody else any', async () => {
    const [anon, veteran, , admin] = roles.map(([, client]) => client) as [
      SupabaseClient,
      SupabaseClient,
      SupabaseClient,
      SupabaseClient,
    ];
    const own = await partner.from('payments').select('id').eq('id', paymentId);
    expect(own.data).toHaveLength(1);
    expect((await admin.from('payments').select('id').eq('id', paymentId)).data).toHaveLength(1);
    expect((await veteran.from('payments').select('id').eq('id', paymentId)).data).toEqual([]);
    expect((await anon.from('payments').select('id').eq('id', paymentId)).data ?? []).toEqual([]);
    expect((await veteran.from('payment_events').select('id')).data).toEqual([]);
  });

  it('lists active plans to everyone and hides inactive ones', async () => {
    const { data } = await anonClient().from('plans').select('id').order('sort_order');
    const ids = (data ?? []).map((p) => p.id);
    expect(ids).toContain(PLAN);
    expect(ids).not.toContain('local-test-retired');
  });

  it('keeps apply_payment_event from every client role', async () => {
    for (const [role, client] of roles) {
      const { error } = await client.rpc('apply_payment_event', {
        p_event_id: `evt_client_${role}`,
        p_event_type: 'checkout.session.completed',
        p_payment_id: paymentId,
        p_outcome: 'paid',
      });
      expect(error, role).not.toBeNull();
    }
  });
});
