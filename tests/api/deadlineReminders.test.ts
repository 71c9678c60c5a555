/**
 * Email reminders of VA time limits: each due reminder is mailed once, however many runs, only
 * to people who asked, never after the one-click link; the run and the subscriptions refuse
 * other roles and other people.
 */
import { describe, expect, it } from 'vitest';
import { mailsTo, type Mail } from './adminHelpers';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { signUp } from '../../supabase/local/tests/support/authHelpers';
import { anonClient, apiUrl, uniqueEmail } from '../../supabase/local/tests/support/clients';

const runUrl = () => `${apiUrl()}/functions/v1/deadline-reminders`;
const run = (key = SERVICE_ROLE_KEY) =>
  fetch(runUrl(), {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: '{}',
  });

/** A UTC calendar day `days` before today, as the subscriptions here count in UTC. */
function daysAgo(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

async function veteran(prefix: string, subscribe: boolean, language: 'en' | 'es' = 'en') {
  const email = uniqueEmail(prefix);
  const { client, user } = await signUp(email, { firstName: 'Pat', accountType: 'veteran' });
  if (subscribe) {
    const sub = await client
      .from('deadline_reminder_subscriptions')
      .insert({ time_zone: 'UTC', language });
    expect(sub.error).toBeNull();
  }
  const track = async (label: string, intentToFile: string) => {
    const id = crypto.randomUUID();
    const at = new Date().toISOString();
    const put = await client.from('tracked_claims').insert({
      id,
      updated_at: at,
      claim: {
        id,
        kind: 'compensation',
        label,
        filedOn: daysAgo(1),
        step: 1,
        history: [{ on: daysAgo(1), step: 1, recordedAt: at }],
        startDates: { intentToFile },
        createdAt: at,
        updatedAt: at,
      },
    });
    expect(put.error).toBeNull();
  };
  return { client, id: user.id, email, track };
}

/** Runs the reminders until a mail `wanted` accepts reaches `to` (other files send mail too). */
async function runUntil(to: string, wanted: (mail: Mail) => boolean): Promise<Mail[]> {
  let mails = await mailsTo(apiUrl(), to);
  for (let runs = 0; runs < 10 && !mails.some(wanted); runs += 1) {
    expect((await run()).status).toBe(200);
    mails = await mailsTo(apiUrl(), to);
  }
  return mails;
}

const unsubscribeLink = (mail: Mail) =>
  /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text)?.[0];

describe('email reminders of VA time limits', () => {
  it('mails each due reminder once, even from two runs at the same minute', async () => {
    const { email, track } = await veteran('reminder-once', true);
    await track('Knee and hearing', daysAgo(340));
    const answers = await Promise.all([run(), run()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const mails = await runUntil(email, () => true);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toMatch(
      /^VA time limit in 2[56] days: File the claim after an intent to file$/,
    );
    expect(mail?.text).toContain('Claim: Knee and hearing');
    expect(mail?.text).toContain('Rule: 38 CFR 3.155(b)');
    expect(mail?.text).toContain("the date in VA's letter is what counts");
    expect(mail?.text).toMatch(/Your claims: http:\/\/localhost:\d+\/benefits\/claim-tracker/);
    expect(mail && unsubscribeLink(mail)).toBeDefined();
    // RFC 8058: mail clients get the same link, to POST to with their own button.
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${mail && unsubscribeLink(mail)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect((await run()).status).toBe(200);
    expect(await mailsTo(apiUrl(), email)).toHaveLength(1);
  });

  it('writes to a person who asked in Spanish in Spanish, with the time limit in VA’s Spanish', async () => {
    const { email, track } = await veteran('reminder-es', true, 'es');
    await track('Rodilla y audición', daysAgo(340));
    const [mail, ...more] = await runUntil(email, () => true);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(
      /^Plazo del VA en 2[56] días: Presentar el reclamo después de una intención de presentar un reclamo$/,
    );
    expect(mail?.text).toContain('Reclamo: Rodilla y audición');
    // Citations and form numbers are never translated.
    expect(mail?.text).toContain('Norma: 38 CFR 3.155(b)');
    expect(mail?.text).toMatch(/Vence: \d{1,2} de [a-z]+ de \d{4} \(quedan 2[56] días\)/);
    expect(mail?.text).toMatch(/Sus reclamos: http:\/\/localhost:\d+\/es\/benefits\/claim-tracker/);
    expect(mail?.text).not.toMatch(/\bClaim:|\bDue:/);
    const link = unsubscribeLink(mail as Mail) as string;
    expect(link).toMatch(/&lang=es$/);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain('<h1>Los recordatorios por correo electrónico están desactivados</h1>');
  });

  it('keeps to the two languages it writes', async () => {
    const { client } = await veteran('reminder-lang', false);
    const forged = await client
      .from('deadline_reminder_subscriptions')
      .insert({ time_zone: 'UTC', language: 'fr' });
    expect(forged.error?.code).toBe('23514');
    const oversized = await client
      .from('deadline_reminder_subscriptions')
      .insert({ time_zone: 'UTC', language: 'es'.repeat(5000) });
    expect(oversized.error?.code).toBe('23514');
  });

  it('a mail client’s one-click POST (RFC 8058) turns the mail off', async () => {
    const { email, track, client } = await veteran('reminder-rfc8058', true);
    await track('Ankle', daysAgo(340));
    const [mail] = await runUntil(email, () => true);
    const link = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const answer = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    const mine = await client.from('deadline_reminder_subscriptions').select('email');
    expect(mine.data).toEqual([{ email: false }]);
  });

  it('mails nobody who did not ask, and nobody after the one-click link', async () => {
    const quiet = await veteran('reminder-quiet', false);
    await quiet.track('Back', daysAgo(340));
    const asked = await veteran('reminder-stop', true);
    await asked.track('Shoulder', daysAgo(340));
    const [mail] = await runUntil(asked.email, () => true);
    expect(await mailsTo(apiUrl(), quiet.email)).toEqual([]);

    const link = unsubscribeLink(mail as Mail) as string;
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Email reminders are off</h1>');
    // The link stops the mail; notifications on the person's devices are theirs to turn off.
    const mine = await asked.client.from('deadline_reminder_subscriptions').select('email');
    expect(mine.data).toEqual([{ email: false }]);
    // A new time limit after unsubscribing: no mail. The same link again: still off, still 200.
    await asked.track('Hip', daysAgo(360));
    expect((await run()).status).toBe(200);
    expect(await mailsTo(apiUrl(), asked.email)).toHaveLength(1);
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
    const cut = await fetch(link.replace(/token=.*/, 'token=not-a-token'));
    expect(cut.status).toBe(400);
    expect(await cut.text()).toContain('This link is not complete');
  });

  it('runs only for the service role; each person sees and changes only their own opt-in', async () => {
    const owner = await veteran('reminder-owner', true);
    const other = await veteran('reminder-other', false);
    const session = (await other.client.auth.getSession()).data.session?.access_token ?? '';
    expect((await run(session)).status).toBe(401);
    expect((await fetch(runUrl(), { method: 'POST' })).status).toBe(401);
    expect((await fetch(runUrl())).status).toBe(405);

    expect(
      (await other.client.from('deadline_reminder_subscriptions').select('user_id')).data,
    ).toEqual([]);
    const removed = await other.client
      .from('deadline_reminder_subscriptions')
      .delete()
      .eq('user_id', owner.id)
      .select('user_id');
    expect(removed.data).toEqual([]);
    const forged = await other.client
      .from('deadline_reminder_subscriptions')
      .insert({ user_id: owner.id, time_zone: 'UTC' });
    expect(forged.error).not.toBeNull();
    // The unsubscribe token is for the mail alone, not even for its owner to read.
    const token = await owner.client
      .from('deadline_reminder_subscriptions')
      .select('unsubscribe_token');
    expect(token.status).toBe(403);
    const badZone = await other.client
      .from('deadline_reminder_subscriptions')
      .insert({ time_zone: "UTC'; drop table x; --" });
    expect(badZone.status).toBe(400);
    const anon = await anonClient()
      .from('deadline_reminder_subscriptions')
      .insert({ time_zone: 'UTC' });
    expect(anon.status).toBe(401);
    expect(
      (
        await owner.client.rpc('queue_deadline_reminder', {
          p_user: other.id,
          p_claim: crypto.randomUUID(),
          p_deadline: 'intent-to-file',
          p_due: daysAgo(0),
          p_warning: 7,
          p_subject: 'x',
          p_body: 'x',
        })
      ).error,
    ).not.toBeNull();
    const own = await owner.client.from('deadline_reminder_subscriptions').select('time_zone');
    expect(own.data).toEqual([{ time_zone: 'UTC' }]);
  });
});
