/**
 * Veteran verification (idme-verify edge function + the stack's test-mode provider), the
 * guarantees that nobody verifies themselves.
 */
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../../supabase/local/config';
import { APP, location, signUp } from '../../supabase/local/tests/support/authHelpers';
import { apiUrl, serviceClient } from '../../supabase/local/tests/support/clients';

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
