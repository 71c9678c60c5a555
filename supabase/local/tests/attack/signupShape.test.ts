/**
 * Issues 18 and 37: a sign-up must not tell whether an address already has an account. VetHub's
 * project confirms addresses by mail (config.toml, as the hosted one does), so a taken
 * address and a new one get the same status and the same shape of answer, neither gets a session,
 * and only the new address gets a mail — whose link confirms it once. One client address makes at
 * most 30 accounts in 5 minutes.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SIGN_UPS_PER_ADDRESS } from '../../auth/rateLimit';
import { ANON_KEY } from '../../config';
import { startStack, type Stack } from '../../stack';
import { uniqueEmail } from '../support/clients';
import { VETHUB_PROJECT } from '../support/projects';
import { postFrom } from '../support/rawHttp';
import { expectAlikeInTime } from '../support/timing';

let stack: Stack;

beforeAll(async () => {
  // No override: VetHub's own config.toml confirms sign-ups by mail (issue 37), as hosted does.
  stack = await startStack({ workdir: VETHUB_PROJECT, port: 0, seed: false });
}, 240_000);

afterAll(async () => {
  await stack?.close();
});

const signUp = async (email: string, password: string) => {
  const res = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { firstName: 'Robin' } }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** Keys and value types: what a client could compare. */
const shape = (body: Record<string, unknown>) =>
  Object.entries(body)
    .map(([key, value]) => `${key}:${Array.isArray(value) ? `array${value.length}` : typeof value}`)
    .sort();

const mails = (to: string) => stack.mailbox.list(to);

async function confirmByLink(email: string): Promise<URL> {
  const link = /(http\S+type=signup\S*)/.exec(mails(email)[0]?.text ?? '')?.[1] ?? '';
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

/** A sign-up sent from `localAddress`. */
const signUpFrom = (localAddress: string, email: string, password = 'Another-pass-2') =>
  postFrom(localAddress, `${stack.url}/auth/v1/signup`, { email, password });

describe('sign-ups from one client address (issue 37, finding 5: 30 accounts in 11 s)', () => {
  it('stop at 30 in 5 minutes, as config.toml says, and others keep signing up', async () => {
    const bot = '127.0.0.25';
    // Every try counts, refused ones too (a weak password is refused before the slow hashing).
    for (let i = 0; i < SIGN_UPS_PER_ADDRESS; i += 1) {
      const weak = i >= 2;
      const answer = await signUpFrom(bot, uniqueEmail('bot'), weak ? 'short' : undefined);
      expect(answer.status).toBe(weak ? 422 : 200);
    }
    expect(await signUpFrom(bot, uniqueEmail('bot'))).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
    });
    expect((await signUpFrom('127.0.0.26', uniqueEmail('neighbour'))).status).toBe(200);
  });
});

describe('sign-up with confirmation by mail', () => {
  it('answers a taken address exactly like a new one, and mails only the new one', async () => {
    const taken = uniqueEmail('taken');
    await signUp(taken, 'First-password-1');
    await confirmByLink(taken);
    const mailsBefore = mails(taken).length;

    const fresh = uniqueEmail('fresh');
    const [a, b] = [await signUp(taken, 'Another-pass-2'), await signUp(fresh, 'Another-pass-2')];
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(shape(a.body)).toEqual(shape(b.body));
    for (const answer of [a, b]) {
      expect(answer.body).not.toHaveProperty('access_token');
      expect(answer.body.identities).toEqual([]);
    }
    expect(a.body.id).not.toBe(b.body.id);
    expect(mails(taken)).toHaveLength(mailsBefore);
    expect(mails(fresh)[0]?.subject).toBe('Confirm your VetHub account');
  });

  it('takes as long for a taken address as for a new one (issue 37, finding 4)', async () => {
    // Two client addresses: the accounts made first, then the timed pairs, each under the limit.
    const taken = await Promise.all(
      Array.from({ length: 11 }, async () => {
        const email = uniqueEmail('timed-taken');
        expect((await signUpFrom('127.0.0.28', email)).status).toBe(200);
        return email;
      }),
    );
    const timed = async (email: string) => {
      const answer = await signUpFrom('127.0.0.27', email, 'Timed-pass-4');
      expect(answer.status).toBe(200);
      return answer.ms;
    };
    const times = { taken: [] as number[], fresh: [] as number[] };
    // Side by side, in turn, so a busy moment on the machine weighs on both alike.
    for (const email of taken) {
      times.taken.push(await timed(email));
      times.fresh.push(await timed(uniqueEmail('timed-fresh')));
    }
    expectAlikeInTime('sign-up of a taken address, a new one', times.taken, times.fresh);
  });

  it('holds sign-in until the link is opened, and the link works once', async () => {
    const email = uniqueEmail('confirm');
    const client = createClient(stack.url, ANON_KEY, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const { data } = await client.auth.signUp({ email, password: 'Confirm-me-3' });
    expect(data.session).toBeNull();
    const early = await client.auth.signInWithPassword({ email, password: 'Confirm-me-3' });
    expect(early.error?.code).toBe('email_not_confirmed');

    const landed = await confirmByLink(email);
    expect(new URLSearchParams(landed.hash.slice(1)).get('type')).toBe('signup');
    expect(new URLSearchParams(landed.hash.slice(1)).get('access_token')).toEqual(
      expect.any(String),
    );
    const later = await client.auth.signInWithPassword({ email, password: 'Confirm-me-3' });
    expect(later.error).toBeNull();

    const replay = await confirmByLink(email);
    expect(new URLSearchParams(replay.hash.slice(1)).get('error_code')).toBe('otp_expired');

    // A stack started as `npm start` starts it hashes at GoTrue's cost; only test runs that ask
    // for quick hashing (as GoTrue's own tests do) hash at bcrypt's least.
    const { rows } = await stack.db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where email = $1',
      [email],
    );
    expect(rows[0]?.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
  });
});
