/**
 * Who decides a submission's status (migration …001100_submission_status): a partner's deal is
 * live at once, services, jobs and posts wait for review whatever status the client sends, and
 * an owner's edit never changes the status. Admins still decide.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO_USERS } from '../../scripts/seed/demoUsers';
import { serviceClient, signedInClient } from '../../supabase/local/tests/support/clients';

const made: { table: string; id: number }[] = [];
let partner: SupabaseClient;
let admin: SupabaseClient;
const owner = DEMO_USERS.partner.id;
const slug = () => `status-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  partner = await signedInClient(DEMO_USERS.partner.email);
  admin = await signedInClient(DEMO_USERS.admin.email);
});

afterAll(async () => {
  for (const { table, id } of made) await serviceClient().from(table).delete().eq('id', id);
});

async function insertAs(client: SupabaseClient, table: string, row: Record<string, unknown>) {
  const { data, error } = await client
    .from(table)
    .insert({ owner_id: owner, slug: slug(), ...row })
    .select('id, status')
    .single();
  expect(error).toBeNull();
  made.push({ table, id: (data as { id: number }).id });
  return data as { id: number; status: string };
}

describe('a partner’s new submission', () => {
  it('makes a deal live at once, even when the client asks for pending', async () => {
    const deal = await insertAs(partner, 'vet_deals', {
      title: 'Live deal',
      merchant: 'M',
      status: 'pending',
      active: false,
    });
    expect(deal.status).toBe('active');
    const { data } = await serviceClient().from('vet_deals').select('active').eq('id', deal.id);
    expect(data).toEqual([{ active: true }]);
  });

  it('puts services, jobs and posts in review, even when the client asks to publish', async () => {
    const service = await insertAs(partner, 'services', { name: 'S', status: 'active' });
    const job = await insertAs(partner, 'unemployment_jobs', {
      title: 'J',
      employer: 'E',
      status: 'active',
    });
    const post = await insertAs(partner, 'blog_posts', {
      title: 'P',
      content: 'Body',
      status: 'published',
    });
    expect([service.status, job.status, post.status]).toEqual(['pending', 'pending', 'pending']);
  });
});

describe('an owner’s edit', () => {
  it('changes the content but never the status', async () => {
    const service = await insertAs(partner, 'services', { name: 'Before' });
    const { data, error } = await partner
      .from('services')
      .update({ name: 'After', status: 'active' })
      .eq('id', service.id)
      .select('name, status');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'After', status: 'pending' }]);
  });

  it('cannot make their own deal permanent', async () => {
    const deal = await insertAs(partner, 'vet_deals', { title: 'D', merchant: 'M' });
    const { data } = await partner
      .from('vet_deals')
      .update({ status: 'permanent' })
      .eq('id', deal.id)
      .select('status');
    expect(data).toEqual([{ status: 'active' }]);
  });
});

it('an admin still sets any status', async () => {
  const service = await insertAs(partner, 'services', { name: 'Reviewed' });
  const { data } = await admin
    .from('services')
    .update({ status: 'active' })
    .eq('id', service.id)
    .select('status');
  expect(data).toEqual([{ status: 'active' }]);
});
