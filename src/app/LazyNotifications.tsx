import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { lazyOptional } from '../lib/lazyOptional';
import { TOAST_LIMIT, toastRequestedAtom } from '../components/toasts';

const Notifications = lazyOptional(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * The toast container, downloaded with the first toast: toasts shown before it mounts wait in
 * Mantine's store and appear as soon as it does. Most visits never need it.
 */
export function LazyNotifications() {
  const requested = useAtomValue(toastRequestedAtom);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={TOAST_LIMIT} position="top-right" />
    </Suspense>
  );
}
