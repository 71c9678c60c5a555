/// <reference lib="webworker" />
/**
 * Reminder notifications (Web Push, issue 36): a push from the deadline-reminders function is
 * shown as a notification; tapping it opens (or focuses) VetHub at the page it names.
 */
declare const self: ServiceWorkerGlobalScope;

interface ReminderPush {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

function read(event: PushEvent): ReminderPush {
  try {
    return (event.data?.json() ?? {}) as ReminderPush;
  } catch {
    return {};
  }
}

/** Only a page of VetHub's own: a push can never send someone elsewhere. */
function ownPage(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

export function listenForReminderPushes(): void {
  self.addEventListener('push', (event) => {
    const push = read(event);
    event.waitUntil(
      self.registration.showNotification(
        typeof push.title === 'string' ? push.title : 'A VA time limit is coming up',
        {
          body: typeof push.body === 'string' ? push.body : undefined,
          tag: typeof push.tag === 'string' ? push.tag : undefined,
          icon: '/icons/icon-192.png',
          data: { url: ownPage(push.url) },
        },
      ),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = new URL(
      ownPage((event.notification.data as { url?: unknown } | null)?.url),
      self.location.origin,
    ).href;
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((w) => w.url === target);
        return open ? open.focus() : self.clients.openWindow(target);
      }),
    );
  });
}
