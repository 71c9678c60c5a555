/**
 * Issue 18: an address that unsubscribed is subscribed again only by whoever reads its mail. The
 * sign-up answers as always (nobody learns whether the address was on the list); the owner gets
 * a one-time link; the link never points anywhere a caller chose.
 */
import { describe, expect, it } from 'vitest';
import { mailsTo } from './adminHelpers';
import {
  anonClient,
  apiUrl,
  serviceClient,
  uniqueEmail,
} from '../../supabase/local/tests/support/clients';

const service = serviceClient();

async function unsubscribedAddress(): Promise<string> {
  const email = uniqueEmail('letter');
  expect((await anonClient().from('newsletter_subscribers').insert({ email })).error).toBeNull();
  const off = await service
    .from('newsletter_subscribers')
    .update({ unsubscribed_at: new Date().toISOString() })
    .eq('email', email);
  expect(off.error).toBeNull();
  return email;
}

const state = async (email: string) =>
  (
    await service
      .from('newsletter_subscribers')
      .select('unsubscribed_at')
      .eq('email', email)
      .single()
  ).data as { unsubscribed_at: string | null };

const sendConfirmations = (body: unknown = {}) =>
  fetch(`${apiUrl()}/functions/v1/newsletter-confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/**
 * Sends until this address has its mail: a call sends at most 10 queued mails, oldest first, and
 * other files' sign-ups queue theirs in the same stack.
 */
async function sendUntilMailed(email: string, body: unknown = {}) {
  for (let calls = 0; calls < 20; calls += 1) {
    expect((await sendConfirmations(body)).status).toBe(200);
    if ((await mailsTo(apiUrl(), email)).length > 0) break;
  }
  return mailsTo(apiUrl(), email);
}

describe('subscribing an address that unsubscribed', () => {
  it('needs the link mailed to it; the link works once and goes to the app only', async () => {
    const email = await unsubscribedAddress();
    const again = await anonClient().from('newsletter_subscribers').insert({ email });
    expect(again.error).toBeNull();
    expect(again.status).toBe(201);
    expect((await state(email)).unsubscribed_at).not.toBeNull();

    // A caller naming another site does not get it into the mail.
    const [mail, ...more] = await sendUntilMailed(email, { site: 'https://evil.example' });
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Confirm: get the VetHub newsletter again');
    const link = /(\S+\/newsletter\/confirm\?token=([0-9a-f]{64}))/.exec(mail?.text ?? '');
    expect(link?.[1]).toMatch(/^http:\/\/localhost:5173\/newsletter\/confirm\?token=/);

    // A second sign-up within the hour sends nothing new.
    await anonClient().from('newsletter_subscribers').insert({ email });
    await sendConfirmations();
    expect(await mailsTo(apiUrl(), email)).toHaveLength(1);

    const confirmed = await anonClient().rpc('confirm_newsletter', { token: link?.[2] });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toBe(email);
    expect((await state(email)).unsubscribed_at).toBeNull();

    const replay = await anonClient().rpc('confirm_newsletter', { token: link?.[2] });
    expect(replay.status).toBe(400);
    expect(replay.error?.message).toBe(
      'This confirmation link has expired or was already used. Subscribe again to get a new one.',
    );
  });

  it('two senders at once send the mail once', async () => {
    const email = await unsubscribedAddress();
    await anonClient().from('newsletter_subscribers').insert({ email });
    const answers = await Promise.all([sendConfirmations(), sendConfirmations()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await sendUntilMailed(email)).toHaveLength(1);
  });

  it('sends nothing to an address that is still subscribed', async () => {
    const email = uniqueEmail('letter');
    await anonClient().from('newsletter_subscribers').insert({ email });
    const again = await anonClient().from('newsletter_subscribers').insert({ email });
    expect(again.status).toBe(201);
    await sendConfirmations();
    expect(await mailsTo(apiUrl(), email)).toEqual([]);
  });

  it('refuses forged, malformed and missing tokens with the reason', async () => {
    for (const token of ['', 'abc', 'f'.repeat(63) + 'g', null]) {
      const { status, error } = await anonClient().rpc('confirm_newsletter', { token });
      expect(status).toBe(400);
      expect(error?.message).toMatch(/^This confirmation link is not complete\./);
    }
    const guess = await anonClient().rpc('confirm_newsletter', { token: 'a'.repeat(64) });
    expect(guess.status).toBe(400);
    expect(guess.error?.message).toMatch(/expired or was already used/);
  });

  it('keeps the queue to the service role and answers bad requests with a reason', async () => {
    const claim = await anonClient().rpc('claim_newsletter_mail', { max_count: 10 });
    expect(claim.error?.code).toBe('42501');
    expect((await sendConfirmations('{"site":')).status).toBe(400);
    expect((await sendConfirmations([1])).status).toBe(400);
    expect((await sendConfirmations({ site: 'x'.repeat(2000) })).status).toBe(413);
    const get = await fetch(`${apiUrl()}/functions/v1/newsletter-confirm`);
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({ ok: false, code: 'method_not_allowed' });
  });
});
