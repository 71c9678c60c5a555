/** Auth (the GoTrue subset) through the real supabase-js client: accounts, sessions, updates. */
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../config';
import { anonClient, apiUrl, serviceClient, signedInClient, uniqueEmail } from './support/clients';
import { canSignIn, claimsOf, PASSWORD, signUp } from './support/authHelpers';

describe('sign-up and sign-in', () => {
  it('signs up, is signed in at once, and keeps the metadata', async () => {
    const { client, email, session, user } = await signUp(undefined, {
      first_name: 'Dana',
      user_type: 'veteran',
    });
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(user.email).toBe(email);
    expect(user.user_metadata).toMatchObject({ first_name: 'Dana', user_type: 'veteran' });
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.identities?.[0]?.provider).toBe('email');
    const { data } = await client.auth.getUser();
    expect(data.user?.id).toBe(user.id);
  });

  it('refuses a second account, a weak password and a malformed address', async () => {
    const { email } = await signUp();
    const again = await anonClient().auth.signUp({ email, password: PASSWORD });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    const weak = await anonClient().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const bad = await anonClient().auth.signUp({ email: 'not-an-address', password: PASSWORD });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('signs in with a password and issues the claims RLS reads', async () => {
    const { email, user } = await signUp();
    const { data, error } = await anonClient().auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(error).toBeNull();
    const claims = claimsOf(data.session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${apiUrl()}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email' },
    });
    expect(claims.session_id).toEqual(expect.any(String));
    expect((claims.amr as { method: string }[])[0]?.method).toBe('password');
  });

  it('signs in the seeded demo accounts (hashes written by the seed script)', async () => {
    const client = await signedInClient('veteran@vethub.test');
    const { data } = await client.auth.getUser();
    expect(data.user?.user_metadata.user_type).toBe('veteran');
  });

  it('answers a wrong password with invalid_credentials', async () => {
    const { email } = await signUp();
    const { data, error } = await anonClient().auth.signInWithPassword({
      email,
      password: 'nope-nope',
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('slows repeated failures for one account without locking its owner out', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 7; i += 1)
      expect(await canSignIn(email, 'wrong-password')).toBe('invalid_credentials');
    // Past five, each guess waits its turn, longer each time: the eighth at least 600 ms.
    const started = performance.now();
    expect(await canSignIn(email, 'wrong-password')).toBe('invalid_credentials');
    expect(performance.now() - started).toBeGreaterThanOrEqual(550);
    // The owner, who knows the password, gets in after the wait.
    expect(await canSignIn(email, PASSWORD)).toBeNull();
  });
});

describe('sessions', () => {
  it('refreshes with rotation', async () => {
    const { client, session } = await signUp();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.access_token).toEqual(expect.any(String));
    // Two tabs refreshing at once: the old token briefly maps to the same successor.
    const raced = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(raced.data.session?.refresh_token).toBe(data.session?.refresh_token);
    const unknown = await anonClient().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signing out revokes the refresh token', async () => {
    const { client, session } = await signUp();
    expect((await client.auth.signOut()).error).toBeNull();
    const reuse = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const stale = await anonClient().auth.getUser(session.access_token);
    expect(stale.data.user).toBeNull();
    expect(stale.error).not.toBeNull();
  });

  it('getUser needs a valid token', async () => {
    const bad = await fetch(`${apiUrl()}/auth/v1/user`, {
      headers: {
        apikey: ANON_KEY,
        Authorization: 'Bearer not.a.jwt',
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(bad.status).toBe(403);
    expect(await bad.json()).toEqual({ code: 'bad_jwt', message: expect.any(String) });
    const none = await fetch(`${apiUrl()}/auth/v1/user`, {
      headers: { apikey: ANON_KEY, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(none.status).toBe(401);
    expect(none.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect((await none.json()).code).toBe('no_authorization');
  });
});

describe('updating the user', () => {
  it('merges data into user_metadata', async () => {
    const { client } = await signUp(undefined, { first_name: 'Lee', user_type: 'public' });
    const { data, error } = await client.auth.updateUser({
      data: { user_type: 'partner', first_name: null, company_name: 'Liberty Lawn Care' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({
      user_type: 'partner',
      company_name: 'Liberty Lawn Care',
    });
    const again = await client.auth.getUser();
    expect(again.data.user?.user_metadata.company_name).toBe('Liberty Lawn Care');
  });

  it('never lets a user change app_metadata', async () => {
    const { client, session } = await signUp();
    // supabase-js passes unknown attributes through; GoTrue answers 403 not_admin.
    const attempt = await client.auth.updateUser({
      app_metadata: { role: 'admin', verified_by_idme: true },
    } as Parameters<typeof client.auth.updateUser>[0]);
    expect(attempt.error).toMatchObject({ status: 403, code: 'not_admin' });
    // Look-alike keys in data stay in user_metadata and change nothing security-relevant.
    await client.auth.updateUser({ data: { role: 'service_role', app_metadata: { x: 1 } } });
    const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    const claims = claimsOf(refreshed.data.session?.access_token ?? '');
    expect(claims.role).toBe('authenticated');
    expect(claims.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });

  it('lets the service role set app_metadata through the admin API', async () => {
    const { user } = await signUp();
    const admin = serviceClient().auth.admin;
    const { data, error } = await admin.updateUserById(user.id, {
      app_metadata: { verified_by_idme: true },
    });
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', verified_by_idme: true });
    const denied = await anonClient().auth.admin.getUserById(user.id);
    expect(denied.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('bad input', () => {
  it('answers malformed bodies and unknown grants with a 4xx and keeps answering', async () => {
    const post = (path: string, body: string) =>
      fetch(`${apiUrl()}/auth/v1${path}`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
        body,
      });
    expect((await post('/signup', '{"email": ')).status).toBe(400);
    expect((await post('/signup', '[1,2]')).status).toBe(400);
    expect((await post('/signup', '{"email": 5, "password": []}')).status).toBe(400);
    expect((await post('/token?grant_type=magic', '{}')).status).toBe(400);
    expect((await post('/token?grant_type=password', '{"email":"x\' or 1=1 --"}')).status).toBe(
      400,
    );
    expect((await post('/recover', '{"email":"nobody"}')).status).toBe(400);
    const settings = await fetch(`${apiUrl()}/auth/v1/settings`);
    expect((await settings.json()).external).toMatchObject({ google: true, email: true });
  });
});
