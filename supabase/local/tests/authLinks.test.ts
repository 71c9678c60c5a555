/** Auth flows that leave the app and come back: mailed links and Google sign-in (test mode). */
import { describe, expect, it } from 'vitest';
import { ANON_KEY } from '../config';
import { anonClient, apiUrl, serviceClient, uniqueEmail } from './support/clients';
import {
  APP,
  canSignIn,
  latestMail,
  location,
  PASSWORD,
  pkceClient,
  signUp,
} from './support/authHelpers';

describe('email changes and unconfirmed accounts', () => {
  it('changes the address after the link sent to the new one is followed', async () => {
    const { client } = await signUp();
    const newEmail = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: `${APP}/dashboard` },
    );
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    const link = (await latestMail(newEmail)).links[0] ?? '';
    const back = await location(link);
    expect(new URLSearchParams(back.hash.slice(1)).get('type')).toBe('email_change');
    expect((await client.auth.getUser()).data.user?.email).toBe(newEmail);
    expect(await canSignIn(newEmail, PASSWORD)).toBeNull();
  });

  it('refuses a password sign-in until the address is confirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    const created = await serviceClient().auth.admin.createUser({ email, password: PASSWORD });
    expect(created.error).toBeNull();
    expect(await canSignIn(email, PASSWORD)).toBe('email_not_confirmed');
    const id = created.data.user?.id ?? '';
    await serviceClient().auth.admin.updateUserById(id, { email_confirm: true });
    expect(await canSignIn(email, PASSWORD)).toBeNull();
  });
});

describe('password recovery', () => {
  const redirectTo = `${APP}/auth/reset-password`;

  it('mails a link whose tokens set a new password (implicit flow)', async () => {
    const { email } = await signUp();
    const { error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    const mail = await latestMail(email);
    expect(mail.subject).toMatch(/reset your password/i);
    const link = mail.links.find((l) => l.includes('/auth/v1/verify')) ?? '';
    const back = await location(link);
    expect(`${back.origin}${back.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');

    const client = anonClient();
    await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await client.auth.updateUser({ password: 'Brand-New-Pass-1' })).error).toBeNull();
    expect(await canSignIn(email, 'Brand-New-Pass-1')).toBeNull();
    expect(await canSignIn(email, PASSWORD)).toBe('invalid_credentials');
    // The link works once.
    const reused = await location(link);
    expect(reused.hash).toContain('error_code=otp_expired');
  });

  it('returns a code instead when the request used PKCE', async () => {
    const { email } = await signUp();
    const client = pkceClient();
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
    const link = (await latestMail(email)).links[0] ?? '';
    expect(link).toContain('token=pkce_');
    const code = (await location(link)).searchParams.get('code') ?? '';
    // The app's reset page waits for this event before asking for the new password.
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'Pkce-New-Pass-2' })).error).toBeNull();
    expect(await canSignIn(email, 'Pkce-New-Pass-2')).toBeNull();
    expect(await canSignIn(email, PASSWORD)).toBe('invalid_credentials');
  });

  it('answers the same for an unknown address and shows the mail on the mailbox page', async () => {
    const { error } = await anonClient().auth.resetPasswordForEmail(uniqueEmail('nobody'));
    expect(error).toBeNull();
    const { email } = await signUp();
    await anonClient().auth.resetPasswordForEmail(email, { redirectTo });
    const page = await (await fetch(`${apiUrl()}/mailbox?to=${encodeURIComponent(email)}`)).text();
    expect(page).toContain('Reset your password');
    const id = /href="\/mailbox\/(\d+)"/.exec(page)?.[1];
    const mailPage = await (await fetch(`${apiUrl()}/mailbox/${id}`)).text();
    expect(mailPage).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=/);
  });
});

describe('Google sign-in (test mode)', () => {
  const redirectTo = `${APP}/auth/callback`;

  /** Opens the consent page from the authorize URL and submits it as the given person. */
  async function consent(authorizeUrl: string, email: string, name: string): Promise<URL> {
    const pageUrl = await location(authorizeUrl);
    const page = await (await fetch(pageUrl)).text();
    expect(page).toContain('Test mode — no real Google account is used');
    const form = new URLSearchParams({
      state: pageUrl.searchParams.get('state') ?? '',
      email,
      name,
    });
    return location(`${apiUrl()}/auth/v1/testmode/google`, { method: 'POST', body: form });
  }

  it('completes the PKCE round trip', async () => {
    const client = pkceClient();
    const { data, error } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const email = uniqueEmail('google');
    const back = await consent(data.url ?? '', email, 'Pat Google');
    expect(`${back.origin}${back.pathname}`).toBe(redirectTo);
    const code = back.searchParams.get('code') ?? '';
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    const user = exchanged.data.user;
    expect(user?.email).toBe(email);
    expect(user?.app_metadata).toMatchObject({ provider: 'google', providers: ['google'] });
    expect(user?.identities?.map((i) => i.provider)).toEqual(['google']);
    expect(user?.user_metadata.full_name).toBe('Pat Google');
    expect((await client.auth.getUser()).data.user?.id).toBe(user?.id);

    // A code is good once.
    const again = await fetch(`${apiUrl()}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(again.status).toBe(404);
    expect((await again.json()).error_code).toBe('flow_state_not_found');
  });

  it('links Google to an existing account and checks the code verifier', async () => {
    const { email, user } = await signUp();
    const challenge = 'c'.repeat(43);
    const authorize = `${apiUrl()}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(
      redirectTo,
    )}&code_challenge=${challenge}&code_challenge_method=plain`;
    const code = (await consent(authorize, email, 'Linked Person')).searchParams.get('code');
    const exchange = (verifier: string) =>
      fetch(`${apiUrl()}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'X-Supabase-Api-Version': '2024-01-01' },
        body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
      });
    const wrong = await exchange('d'.repeat(43));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('bad_code_verifier');
    const right = await exchange(challenge);
    const session = (await right.json()) as { user: { id: string; app_metadata: object } };
    expect(session.user.id).toBe(user.id);
    expect(session.user.app_metadata).toMatchObject({ providers: ['email', 'google'] });
  });

  it('sends an unknown redirect target to the site URL', async () => {
    const authorize = `${apiUrl()}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(
      'https://evil.example/steal',
    )}`;
    const back = await consent(authorize, uniqueEmail('google'), 'Implicit Person');
    expect(back.origin).toBe(APP);
    expect(new URLSearchParams(back.hash.slice(1)).get('access_token')).toEqual(expect.any(String));
  });
});
