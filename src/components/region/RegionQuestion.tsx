import { lazy, Suspense } from 'react';
import { useRegionChoice } from '../../data/useRegion';

// The picker (a combobox with its styles) stays out of the directory's chunk: most visits have
// answered already, and a first visit's page is hydrated before the question is needed.
const RegionPrompt = lazy(() => import('./RegionPrompt'));

/** "Where are you?" on a device that was never asked; nothing at all on one that answered. */
export function RegionQuestion() {
  const choice = useRegionChoice();
  if (choice !== null) return null;
  return (
    <Suspense fallback={null}>
      <RegionPrompt />
    </Suspense>
  );
}
