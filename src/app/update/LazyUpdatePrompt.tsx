import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { lazyOptional } from '../../lib/lazyOptional';
import { updateAvailableAtom } from './updateAtoms';

const UpdatePrompt = lazyOptional(() => import('./UpdatePrompt'));

/**
 * The update prompt loads only once a newer build is known: most visits never show it, and the
 * first page's script budget is full (the service worker keeps the chunk for offline visits).
 */
export function LazyUpdatePrompt() {
  const available = useAtomValue(updateAvailableAtom);
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
