/**
 * "VetHub is ready to use offline", said once per device when both the app (service worker) and
 * the lists (first sync) are kept. It sits over the page's foot like the sync bar it follows, so
 * it moves nothing, and is a polite live region rather than an alert: it interrupts no one.
 */
import { useAtom, useAtomValue } from 'jotai';
import { Suspense, useEffect, useState } from 'react';
import { isKioskDevice } from '../../data/kioskFlag';
import { appOfflineReadyAtom } from '../../data/offlineReady';
import { cookieConsentAtom, offlineReadySaidAtom } from '../../data/settings';
import { overallProgress, syncProgressAtom } from '../../data/sync/syncAtoms';
import { useHydrated } from '../../lib/useHydrated';
import { lazyOptional } from '../../lib/lazyOptional';

// Said once per device: its words and button stay off the first page's scripts.
const OfflineReadyBar = lazyOptional(() => import('./OfflineReadyBar'));

export function OfflineReadyNotice() {
  const hydrated = useHydrated();
  const appKept = useAtomValue(appOfflineReadyAtom);
  const listsKept = overallProgress(useAtomValue(syncProgressAtom)).complete;
  const [said, setSaid] = useAtom(offlineReadySaidAtom);
  // The cookie notice holds the same strip of the window and comes first (spec §9).
  const consented = useAtomValue(cookieConsentAtom) !== null;
  const due = hydrated && appKept && listsKept && consented && !said && !isKioskDevice();
  // Shown from the moment it is first due until closed or the app is next opened.
  const [shown, setShown] = useState(false);
  const [closed, setClosed] = useState(false);
  if (due && !shown) setShown(true);
  useEffect(() => {
    if (shown) setSaid(true);
  }, [shown, setSaid]);

  return (
    <div aria-live="polite">
      {shown && !closed && (
        <Suspense fallback={null}>
          <OfflineReadyBar onClose={() => setClosed(true)} />
        </Suspense>
      )}
    </div>
  );
}
