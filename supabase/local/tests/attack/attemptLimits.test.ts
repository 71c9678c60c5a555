/**
 * Issue 18 items 2, 8, 9 and issue 37 item 3: codes cannot be guessed (five wrong codes end the
 * code), the answers do not tell whether an account exists, and guesses slow down without ever
 * locking the owner out.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiUrl, uniqueEmail } from '../support/clients';
import { canSignIn, latestMail, PASSWORD, signUp } from '../support/authHelpers';
import { postFrom, raw } from '../support/rawHttp';
import { expectAlikeInTime } from '../support/timing';

const json = { 'content-type': 'application/json' };
const recover = (email: string) =>
  raw('/auth/v1/recover', { method: 'POST', headers: json, body: JSON.stringify({ email }) });

const verifyOtp = (email: string, token: string) =>
  raw('/auth/v1/verify', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ type: 'recovery', email, token }),
  });

function wrongCode(right: string, i: number): string {
  return String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
}

/** Status and GoTrue's error_code: what a client could tell apart. */
const shape = (a: { status: number; json: unknown }) => [
  a.status,
  (a.json as { error_code?: string } | undefined)?.error_code,
];

describe('recovery codes', () => {
  it('end after five wrong guesses, with the same answers for an unknown address', async () => {
    const { email } = await signUp();
    const unknown = uniqueEmail('nobody');
    expect(shape(await recover(email))).toEqual([200, undefined]);
    const code = /\b(\d{6})\b/.exec((await latestMail(email)).text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const answers: { known: unknown[]; unknown: unknown[] } = { known: [], unknown: [] };
    for (let i = 0; i < 5; i++) {
      answers.known.push(shape(await verifyOtp(email, wrongCode(code, i))));
      answers.unknown.push(shape(await verifyOtp(unknown, wrongCode(code, i))));
    }
    expect(answers.known).toEqual(Array(5).fill([403, 'otp_expired']));
    expect(answers.unknown).toEqual(answers.known);
    // The right code now gets no session: the address is held and its code burned.
    expect(shape(await verifyOtp(email, code))).toEqual([429, 'over_request_rate_limit']);
    expect(shape(await verifyOtp(unknown, code))).toEqual([429, 'over_request_rate_limit']);
  });

  it('cannot be guessed through the link’s token_hash (issue 37, finding 2)', async () => {
    const { email } = await signUp();
    expect(shape(await recover(email))).toEqual([200, undefined]);
    const code = /\b(\d{6})\b/.exec((await latestMail(email)).text)?.[1] ?? '';
    // What an attacker who knows the address computes for each guess: GoTrue's hash of address
    // and code. The right code's hash among 30 guesses used to sign in.
    const guessed = (otp: string) =>
      raw('/auth/v1/verify', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          type: 'recovery',
          token_hash: createHash('sha224')
            .update(email + otp)
            .digest('hex'),
        }),
      });
    for (let i = 0; i < 29; i++) {
      expect(shape(await guessed(wrongCode(code, i)))).toEqual([403, 'otp_expired']);
    }
    expect(shape(await guessed(code))).toEqual([403, 'otp_expired']);
    // The owner's own mail still works: the code typed with the address signs in.
    expect(shape(await verifyOtp(email, code))[0]).toBe(200);
  });

  it('take as long for an address without an account (issue 37, finding 4)', async () => {
    const known = await Promise.all(Array.from({ length: 21 }, async () => (await signUp()).email));
    const timed = async (email: string) => {
      const started = performance.now();
      expect(shape(await recover(email))).toEqual([200, undefined]);
      return performance.now() - started;
    };
    const times = { known: [] as number[], unknown: [] as number[] };
    // Side by side, in turn, so a busy moment on the machine weighs on both alike.
    for (const email of known) {
      times.known.push(await timed(email));
      times.unknown.push(await timed(uniqueEmail('nobody')));
    }
    expectAlikeInTime('/recover with an account, without', times.known, times.unknown);
  });

  it('answer a second reset request the same way for known and unknown addresses', async () => {
    const { email } = await signUp();
    const unknown = uniqueEmail('nobody');
    expect(shape(await recover(email))).toEqual(shape(await recover(unknown)));
    const again = [await recover(email), await recover(unknown)];
    expect(again.map(shape)).toEqual([
      [429, 'over_email_send_rate_limit'],
      [429, 'over_email_send_rate_limit'],
    ]);
  });
});

describe('wrong passwords sent by someone else', () => {
  it('never lock the owner out (issue 37, finding 3: they got 429 for 5 minutes)', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 8; i++)
      expect(await canSignIn(email, `wrong-${i}`)).toBe('invalid_credentials');
    expect(await canSignIn(email, PASSWORD)).toBeNull();
  });
});

/** A password sign-in sent from `localAddress`. */
const signInFrom = (localAddress: string, email: string, password: string) =>
  postFrom(localAddress, `${apiUrl()}/auth/v1/token?grant_type=password`, { email, password });

describe('many failed sign-ins from one address (a shared kiosk)', () => {
  it(
    'slow that address down but never lock its other people out',
    { timeout: 180_000 },
    async () => {
      const { email } = await signUp();
      // Its own loopback address, so no other test shares this one's count.
      const kiosk = '127.0.0.23';

      // 125 guesses at once, each at a different account.
      const burst = await Promise.all(
        Array.from({ length: 125 }, () =>
          signInFrom(kiosk, uniqueEmail('guess'), 'wrong-password'),
        ),
      );
      const refused = burst.filter((a) => a.code === 'invalid_credentials');
      const turnedAway = burst.filter((a) => a.status === 429);
      console.info(
        `burst of 125: ${refused.length} wrong (slowest ${Math.round(Math.max(...refused.map((a) => a.ms)))} ms), ${turnedAway.length} answered 429`,
      );
      expect(refused.length + turnedAway.length).toBe(125);
      expect(refused.length).toBeGreaterThan(100);
      expect(turnedAway.length).toBeGreaterThan(0);

      // The account's owner, at the same kiosk, still gets in — after a wait.
      const owner = await signInFrom(kiosk, email, PASSWORD);
      console.info(`owner signed in after ${Math.round(owner.ms)} ms`);
      expect(owner.status).toBe(200);
      expect(owner.ms).toBeGreaterThan(1000);
      // Everyone else's address is untouched.
      expect(await canSignIn(email, PASSWORD)).toBeNull();
    },
  );
});
