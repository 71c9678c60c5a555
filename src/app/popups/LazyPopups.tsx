import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '../../lib/lazyOptional';
import { whenIdle } from '../../lib/whenIdle';

const PopupManager = lazyOptional(() =>
  import('./PopupManager').then((m) => ({ default: m.PopupManager })),
);

/** Popups are never the first thing a visitor needs: load them once the page is idle. */
export function LazyPopups() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    whenIdle(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PopupManager />
    </Suspense>
  );
}
