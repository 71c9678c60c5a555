import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_LIMIT } from '../components/toasts';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * The toast container, mounted once the page is idle: toasts shown before then wait in
 * Mantine's store and appear when it mounts.
 */
export function LazyNotifications() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={TOAST_LIMIT} position="top-right" />
    </Suspense>
  );
}
