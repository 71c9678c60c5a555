// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: unknown) => void;

function fakeWorker() {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const worker = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      showNotification: (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      matchAll: () => Promise.resolve([]),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
    location: { origin: 'https://vethub.example' },
  };
  return { worker, listeners, shown, opened };
}

async function fire(listener: Listener | undefined, event: Record<string, unknown>) {
  let work: Promise<unknown> = Promise.resolve();
  listener?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
  await work;
}

afterEach(() => vi.unstubAllGlobals());

describe('reminder notifications in the service worker', () => {
  it('shows the pushed reminder and opens VetHub at its page, never elsewhere', async () => {
    const { worker, listeners, shown, opened } = fakeWorker();
    vi.stubGlobal('self', worker);
    vi.resetModules();
    const { listenForReminderPushes } = await import('../../../src/sw/reminderNotifications');
    listenForReminderPushes();

    const push = (payload: unknown) => ({ data: { json: () => payload } });
    await fire(
      listeners.get('push'),
      push({
        title: 'VA time limit in 25 days',
        body: 'Knee: due May 1',
        url: '/benefits/claim-tracker',
        tag: 'a:b',
      }),
    );
    expect(shown[0]).toMatchObject({
      title: 'VA time limit in 25 days',
      options: { body: 'Knee: due May 1', tag: 'a:b', data: { url: '/benefits/claim-tracker' } },
    });
    await fire(listeners.get('push'), push({ url: 'https://evil.example/' }));
    expect(shown[1]).toMatchObject({
      title: 'A VA time limit is coming up',
      options: { data: { url: '/' } },
    });

    const close = vi.fn();
    await fire(listeners.get('notificationclick'), {
      notification: { close, data: { url: '/benefits/claim-tracker' } },
    });
    await fire(listeners.get('notificationclick'), {
      notification: { close, data: { url: '//evil.example/x' } },
    });
    expect(close).toHaveBeenCalledTimes(2);
    expect(opened).toEqual([
      'https://vethub.example/benefits/claim-tracker',
      'https://vethub.example/',
    ]);
  });
});
