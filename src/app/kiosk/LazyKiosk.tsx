import { Suspense } from 'react';
import { isKioskDevice } from '../../data/kioskFlag';
import { lazyOptional } from '../../lib/lazyOptional';

const KioskChrome = lazyOptional(() => import('./KioskChrome'));

/** Kiosk chrome loads only on a kiosk: every other browser pays one localStorage read. */
export function LazyKiosk() {
  if (!isKioskDevice()) return null;
  return (
    <Suspense fallback={null}>
      <KioskChrome />
    </Suspense>
  );
}
