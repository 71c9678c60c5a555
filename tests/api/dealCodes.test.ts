/**
 * VetDeal redemption codes: written with the deal, never stored in the public row, and handed
 * out by vet_deal_code() to the owner and admins, and for a verified_only deal to verified
 * veterans only.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  serviceClient,
  signedInClient,
} from '../../supabase/local/tests/support/clients';

const PARTNER_ID = '00000000-0000-4000-a000-000000000002';

let service: SupabaseClient;
let partner: SupabaseClient;
let veteran: SupabaseClient; // verified in the seed
let both: SupabaseClient; // not verified
let admin: SupabaseClient;

async function insertDeal(
  client: SupabaseClient,
  fields: Record<string, unknown>,
): Promise<number> {
  const slug = `code-test-${randomUUID().slice(0, 8)}`;
  const { data, error } = await client
    .from('vet_deals')
    .insert({
      owner_id: PARTNER_ID,
      title: 'Code test deal',
      slug,
      merchant: 'Code Test Shop',
      status: 'active',
      ...fields,
    })
    .select('id, redemption_code')
    .single();
  expect(error).toBeNull();
  expect(data?.redemption_code).toBeNull();
  return (data as { id: number }).id;
}

const codeFor = (client: SupabaseClient, id: number) =>
  client.rpc('vet_deal_code', { p_deal_id: id });

beforeAll(async () => {
  service = serviceClient();
  [partner, veteran, both, admin] = await Promise.all([
    signedInClient('partner@vethub.test'),
    signedInClient('veteran@vethub.test'),
    signedInClient('both@vethub.test'),
    signedInClient('admin@vethub.test'),
  ]);
});

describe('a deal code is write-only', () => {
  it('is moved out of the row on insert and never comes back in a select', async () => {
    const id = await insertDeal(partner, { redemption_code: 'VET-OPEN-1' });
    const { data } = await anonClient().from('vet_deals').select('*').eq('id', id).single();
    expect(data?.redemption_code).toBeNull();
    expect(JSON.stringify(data)).not.toContain('VET-OPEN-1');
    expect((await codeFor(anonClient(), id)).data).toBe('VET-OPEN-1');
  });

  it('keeps the stored code when an update leaves it out, replaces it when given', async () => {
    const id = await insertDeal(partner, { redemption_code: 'FIRST-CODE' });
    await partner.from('vet_deals').update({ discount: '20% off' }).eq('id', id);
    await partner.from('vet_deals').update({ redemption_code: null }).eq('id', id);
    expect((await codeFor(partner, id)).data).toBe('FIRST-CODE');
    await partner.from('vet_deals').update({ redemption_code: 'SECOND-CODE' }).eq('id', id);
    expect((await codeFor(partner, id)).data).toBe('SECOND-CODE');
  });

  it('files the code of an outbox upsert once and ignores a replay', async () => {
    const clientId = randomUUID();
    const row = {
      client_id: clientId,
      owner_id: PARTNER_ID,
      title: 'Upserted deal',
      slug: 'code-test-upsert',
      merchant: 'Code Test Shop',
      status: 'active',
      redemption_code: 'UPSERT-1',
    };
    const opts = { onConflict: 'client_id', ignoreDuplicates: true };
    expect((await partner.from('vet_deals').upsert(row, opts)).error).toBeNull();
    const replay = await partner
      .from('vet_deals')
      .upsert({ ...row, redemption_code: 'REPLAY' }, opts);
    expect(replay.error).toBeNull();
    const { data } = await service.from('vet_deals').select('id').eq('client_id', clientId);
    expect(data).toHaveLength(1);
    expect((await codeFor(partner, (data?.[0] as { id: number }).id)).data).toBe('UPSERT-1');
  });

  it('cannot be read from the codes table by any client', async () => {
    await insertDeal(partner, { redemption_code: 'HIDDEN-1' });
    for (const client of [anonClient(), veteran, partner, admin]) {
      const { data } = await client.from('vet_deal_codes').select('*');
      expect(data ?? []).toEqual([]);
    }
  });
});

describe('vet_deal_code gives the code to the right people', () => {
  let verifiedOnly: number;
  let pending: number;

  beforeAll(async () => {
    verifiedOnly = await insertDeal(partner, {
      verified_only: true,
      redemption_code: 'VERIFIED-ONLY',
    });
    // A partner's new deal goes live at once (submission status rule): a moderator takes it down.
    pending = await insertDeal(partner, { redemption_code: 'PENDING-1' });
    const { error } = await service
      .from('vet_deals')
      .update({ status: 'pending' })
      .eq('id', pending);
    if (error) throw new Error(error.message);
  });

  it('a verified veteran, the owner and an admin get a verified-only code', async () => {
    for (const client of [veteran, partner, admin]) {
      const { data, error } = await codeFor(client, verifiedOnly);
      expect(error).toBeNull();
      expect(data).toBe('VERIFIED-ONLY');
    }
  });

  it('a signed-in user who is not verified gets a 403 that says why', async () => {
    const { data, error, status } = await codeFor(both, verifiedOnly);
    expect(data).toBeNull();
    expect(status).toBe(403);
    expect(error?.message).toBe(
      'This code is for verified veterans only. Verify your veteran status to see it.',
    );
  });

  it('a visitor is asked to sign in (401)', async () => {
    const { error, status } = await codeFor(anonClient(), verifiedOnly);
    expect(status).toBe(401);
    expect(error?.message).toBe('Sign in as a verified veteran to see this code');
  });

  it('a deal the public cannot see is not found, except for its owner and admins', async () => {
    const { error, status } = await codeFor(veteran, pending);
    expect(status).toBe(404);
    expect(error?.message).toBe('Deal not found');
    expect((await codeFor(partner, pending)).data).toBe('PENDING-1');
    expect((await codeFor(admin, pending)).data).toBe('PENDING-1');
    expect((await codeFor(anonClient(), 999_999_999)).status).toBe(404);
  });

  it('a deal without a code answers null', async () => {
    const id = await insertDeal(partner, {});
    const { data, error } = await codeFor(anonClient(), id);
    expect(error).toBeNull();
    expect(data).toBeNull();
  });
});
