import { Suspense, useSyncExternalStore } from 'react';
import { isKioskDevice } from '../../data/kioskFlag';
import { lazyOptional } from '../../lib/lazyOptional';

const KioskChrome = lazyOptional(() => import('./KioskChrome'));

// The flag changes only with a reload; a prerendered page is no kiosk until it has hydrated.
const noChanges = () => () => {};
const notKiosk = () => false;

/** Kiosk chrome loads only on a kiosk: every other browser pays one localStorage read. */
export function LazyKiosk() {
  const kiosk = useSyncExternalStore(noChanges, isKioskDevice, notKiosk);
  if (!kiosk) return null;
  return (
    <Suspense fallback={null}>
      <KioskChrome />
    </Suspense>
  );
}
