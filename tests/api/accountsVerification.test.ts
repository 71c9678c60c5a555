/**
 * Veteran verification (idme-verify edge function + the stack's test-mode provider), the
 * guarantees that nobody verifies themselves, and the view/save counters of the dashboard.
 */
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../../supabase/local/config';
import { APP, location, signUp } from './authHelpers';
import { anonClient, apiUrl, serviceClient, signedInClient } from './clients';

const CALLBACK = `${APP}/auth/idme-callback`;
const STATE = 'state-0123456789abcdef';

/** Walks the popup's redirects as a browser would and returns the code the callback receives. */
async function codeFromProvider(answer: 'veteran' | 'not_veteran'): Promise<string> {
  const fn = `${apiUrl()}/functions/v1/idme-verify/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}&state=${STATE}`;
  const consent = await location(fn);
  expect(consent.pathname).toBe('/auth/v1/testmode/idme/authorize');
  const page = await fetch(consent);
  expect(await page.text()).toContain('Test mode — this is not ID.me');
  const back = await location(consent.toString(), {
    method: 'POST',
    body: new URLSearchParams({ redirect_uri: CALLBACK, state: STATE, answer }),
  });
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  expect(back.searchParams.get('state')).toBe(STATE);
  return back.searchParams.get('code') ?? '';
}

async function callVerify(token: string, code: string) {
  return fetch(`${apiUrl()}/functions/v1/idme-verify`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ code, redirect_uri: CALLBACK }),
  });
}

async function verifiedFlag(userId: string) {
  const { data } = await serviceClient()
    .from('profiles')
    .select('verified_veteran, verified_at')
    .eq('id', userId)
    .single();
  return data as { verified_veteran: boolean; verified_at: string | null };
}

describe('veteran verification', () => {
  it('verifies a signed-in user through the provider, with a code that works once', async () => {
    const { session, user } = await signUp(undefined, { user_type: 'veteran' });
    const code = await codeFromProvider('veteran');
    const res = await callVerify(session.access_token, code);
    expect(res.status).toBe(200);
    const flag = await verifiedFlag(user.id);
    expect(flag.verified_veteran).toBe(true);
    expect(flag.verified_at).not.toBeNull();
    expect((await callVerify(session.access_token, code)).status).toBe(403);
  });

  it('refuses when the provider does not confirm, or without a signed-in user', async () => {
    const { session, user } = await signUp();
    expect(
      (await callVerify(session.access_token, await codeFromProvider('not_veteran'))).status,
    ).toBe(403);
    expect((await callVerify(ANON_KEY, await codeFromProvider('veteran'))).status).toBe(401);
    expect((await callVerify(session.access_token, 'forged-code')).status).toBe(403);
    expect((await verifiedFlag(user.id)).verified_veteran).toBe(false);
  });

  it('never sends the code to another site', async () => {
    const res = await fetch(
      `${apiUrl()}/functions/v1/idme-verify/authorize?redirect_uri=${encodeURIComponent('https://evil.example/auth/idme-callback')}&state=${STATE}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(400);
  });

  it('reports its configuration without secrets', async () => {
    const res = await fetch(`${apiUrl()}/functions/v1/idme-verify/config`);
    expect(await res.json()).toEqual({
      configured: true,
      mode: 'test',
      callbackPath: '/auth/idme-callback',
      clientIdSet: false,
      clientSecretSet: false,
      serviceKeySet: true,
    });
  });

  it('a user cannot mark themselves verified or admin', async () => {
    const { client, user } = await signUp();
    const meta = await client.auth.updateUser({
      data: { verified_by_idme: true, verified_veteran: true, account_type: 'admin' },
    });
    expect(meta.error).toBeNull();
    const direct = await client
      .from('profiles')
      .update({ verified_veteran: true, verified_at: new Date().toISOString() })
      .eq('id', user.id);
    expect(direct.error?.code).toBe('42501');
    const admin = await client.from('profiles').update({ account_type: 'admin' }).eq('id', user.id);
    expect(admin.error?.code).toBe('42501');
    const { data } = await serviceClient()
      .from('profiles')
      .select('verified_veteran, account_type')
      .eq('id', user.id)
      .single();
    expect(data).toEqual({ verified_veteran: false, account_type: 'user' });
  });
});

describe('view and save counters', () => {
  it('anyone records; only the owner reads the counts of their listings', async () => {
    const partner = await signedInClient('partner@vethub.test');
    const { data: me } = await partner.auth.getUser();
    const { data: own } = await partner
      .from('vet_deals')
      .select('id')
      .eq('owner_id', me.user?.id ?? '')
      .eq('status', 'active')
      .eq('active', true)
      .is('deleted_at', null)
      .limit(1)
      .single();
    const id = Number((own as { id: number }).id);
    const before = await partner.rpc('item_event_counts_for', { tbl: 'vet_deals', ids: [id] });
    expect(before.error).toBeNull();
    const start = (before.data as { views: number; saves: number }[])[0] ?? { views: 0, saves: 0 };
    const anon = anonClient();
    expect(
      (await anon.rpc('record_item_event', { kind: 'view', tbl: 'vet_deals', id })).error,
    ).toBeNull();
    expect(
      (await anon.rpc('record_item_event', { kind: 'view', tbl: 'vet_deals', id })).error,
    ).toBeNull();
    expect(
      (await anon.rpc('record_item_event', { kind: 'save', tbl: 'vet_deals', id })).error,
    ).toBeNull();
    const after = await partner.rpc('item_event_counts_for', { tbl: 'vet_deals', ids: [id] });
    expect(after.data).toEqual([
      { item_id: id, views: Number(start.views) + 2, saves: Number(start.saves) + 1 },
    ]);
    const other = await signedInClient('veteran@vethub.test');
    const theirs = await other.rpc('item_event_counts_for', { tbl: 'vet_deals', ids: [id] });
    expect(theirs.data).toEqual([]);
    expect((await anon.from('item_event_counts').select('*')).error).not.toBeNull();
    const bad = await anon.rpc('record_item_event', { kind: 'like', tbl: 'vet_deals', id });
    expect(bad.error).not.toBeNull();
    const badTable = await anon.rpc('record_item_event', { kind: 'view', tbl: 'profiles', id });
    expect(badTable.error).not.toBeNull();
  });

  it('refuses ids that do not exist and listings the public cannot see', async () => {
    const anon = anonClient();
    const missing = await anon.rpc('record_item_event', {
      kind: 'view',
      tbl: 'vet_deals',
      id: 2_000_000_000,
    });
    expect(missing.error?.message).toBe('No live listing with this id');
    expect(missing.status).toBe(404);

    const service = serviceClient();
    const { data: hidden } = await service
      .from('vet_deals')
      .insert({
        title: 'Hidden deal for counters',
        slug: `hidden-counter-${Date.now()}`,
        merchant: 'Counter Test',
        status: 'pending',
      })
      .select('id')
      .single();
    const id = (hidden as { id: number }).id;
    const refused = await anon.rpc('record_item_event', { kind: 'save', tbl: 'vet_deals', id });
    expect(refused.error?.message).toBe('No live listing with this id');
    const counted = await service
      .from('item_event_counts')
      .select('item_id')
      .eq('table_name', 'vet_deals')
      .eq('item_id', id);
    expect(counted.data).toEqual([]);
  });
});
