import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VetHubDb } from '../../../src/data/localDb';
import { processOutbox } from '../../../src/data/outbox/processOutbox';
import { newsletterSignupSchema } from '../../../src/features/newsletter/newsletterSchema';
import {
  INVALID_EMAIL,
  SUBSCRIBE_FAILED,
} from '../../../src/features/newsletter/newsletterMessages';
import { subscribeToNewsletter } from '../../../src/features/newsletter/subscribeNewsletter';
import {
  MESSAGE_CLEAR_MS,
  useNewsletterSignup,
  type Subscriber,
} from '../../../src/features/newsletter/useNewsletterSignup';
import { fakeServer } from '../data/outbox/fakeServer';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the newsletter form state (spec §4, §5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the button disabled while the email is empty', () => {
    const { result } = renderHook(() => useNewsletterSignup('footer', vi.fn()));
    expect(result.current.canSubmit).toBe(false);
    act(() => result.current.setEmail('   '));
    expect(result.current.canSubmit).toBe(false);
    act(() => result.current.setEmail('vet@example.com'));
    expect(result.current.canSubmit).toBe(true);
  });

  it('goes idle → subscribing → success, disables the button in flight, clears after 5 s', async () => {
    const answer = deferred<Awaited<ReturnType<Subscriber>>>();
    const subscribe = vi.fn<Subscriber>(() => answer.promise);
    const { result } = renderHook(() => useNewsletterSignup('footer', subscribe));
    act(() => result.current.setEmail('vet@example.com'));
    let submitted!: Promise<unknown>;
    act(() => {
      submitted = result.current.submit();
    });
    expect(result.current.state.status).toBe('subscribing');
    expect(result.current.canSubmit).toBe(false);
    expect(subscribe).toHaveBeenCalledWith('vet@example.com', 'footer');

    await act(async () => {
      answer.resolve({ ok: true, queued: false, entryId: 'e1' });
      await submitted;
    });
    expect(result.current.state).toEqual({ status: 'success', queued: false, entryId: 'e1' });
    expect(result.current.email).toBe('');

    act(() => vi.advanceTimersByTime(MESSAGE_CLEAR_MS - 1));
    expect(result.current.state.status).toBe('success');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('shows the failure message, keeps the email for another try, and clears after 5 s', async () => {
    const subscribe: Subscriber = async () => ({ ok: false, message: SUBSCRIBE_FAILED });
    const { result } = renderHook(() => useNewsletterSignup('footer', subscribe));
    act(() => result.current.setEmail('vet@example.com'));
    await act(async () => void (await result.current.submit()));
    expect(result.current.state).toEqual({ status: 'error', message: SUBSCRIBE_FAILED });
    expect(result.current.email).toBe('vet@example.com');
    act(() => vi.advanceTimersByTime(MESSAGE_CLEAR_MS));
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('reports a sender that throws (code not loadable offline) as the failure message', async () => {
    const subscribe: Subscriber = async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    };
    const { result } = renderHook(() => useNewsletterSignup('footer', subscribe));
    act(() => result.current.setEmail('vet@example.com'));
    await act(async () => void (await result.current.submit()));
    expect(result.current.state).toEqual({ status: 'error', message: SUBSCRIBE_FAILED });
  });
});

describe('signing up', () => {
  let db: VetHubDb;
  beforeEach(() => {
    db = new VetHubDb(`newsletter-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    await db.delete();
  });

  const online = () => true;
  const offline = () => false;

  it('offline: queues the sign-up with the address trimmed and lower-cased', async () => {
    const outcome = await subscribeToNewsletter(' Vet@Example.COM ', 'footer', {
      db,
      formKey: '',
      isOnline: offline,
    });
    expect(outcome).toMatchObject({ ok: true, queued: true });
    const [entry] = await db.outbox.toArray();
    expect(entry?.table).toBe('newsletter_subscribers');
    expect(entry?.payload).toMatchObject({ email: 'vet@example.com', source: 'footer' });
  });

  it('online: succeeds once the outbox has delivered the sign-up', async () => {
    const server = fakeServer();
    const pending = subscribeToNewsletter('vet@example.com', 'footer', {
      db,
      formKey: '',
      isOnline: online,
    });
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    await processOutbox(db, server.transport);
    expect(await pending).toMatchObject({ ok: true, queued: false });
    expect(server.rows.size).toBe(1);
  });

  it('online: a refused sign-up is a failure and leaves nothing waiting', async () => {
    const server = fakeServer();
    server.script.push({ status: 400, message: 'new row violates check constraint' });
    const pending = subscribeToNewsletter('vet@example.com', 'footer', {
      db,
      formKey: '',
      isOnline: online,
    });
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    await processOutbox(db, server.transport);
    expect(await pending).toEqual({ ok: false, message: SUBSCRIBE_FAILED });
    expect(await db.outbox.count()).toBe(0);
  });

  it('online but no answer in time: reported as saved and waiting', async () => {
    const outcome = await subscribeToNewsletter('vet@example.com', 'footer', {
      db,
      formKey: '',
      isOnline: online,
      waitMs: 50,
    });
    expect(outcome).toMatchObject({ ok: true, queued: true });
    expect((await db.outbox.toArray())[0]?.state).toBe('queued');
  });

  it('an invalid address is refused with the field message and nothing is queued', async () => {
    const outcome = await subscribeToNewsletter('not-an-email', 'footer', { db, formKey: '' });
    expect(outcome).toEqual({ ok: false, message: INVALID_EMAIL });
    expect(await db.outbox.count()).toBe(0);
  });

  it('with a form key: posts the §7 JSON and reports the service refusing as a failure', async () => {
    const fetcher = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'bad key' }), { status: 400 }),
    );
    const outcome = await subscribeToNewsletter('Vet@Example.com', 'footer', {
      db,
      formKey: 'public-key',
      fetcher,
      isOnline: online,
      waitMs: 10,
    });
    expect(outcome).toEqual({ ok: false, message: SUBSCRIBE_FAILED });
    const body = JSON.parse(String(fetcher.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['access_key', 'email', 'from_name', 'subject']);
    expect(body).toMatchObject({ access_key: 'public-key', email: 'vet@example.com' });
    // The record still goes through the outbox.
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('the sign-up schema', () => {
  it('accepts and normalises an address, refuses a malformed one with the spec message', () => {
    expect(newsletterSignupSchema.parse({ email: ' A@B.ORG ' }).email).toBe('a@b.org');
    const bad = newsletterSignupSchema.safeParse({ email: 'a@b' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(INVALID_EMAIL);
  });
});
