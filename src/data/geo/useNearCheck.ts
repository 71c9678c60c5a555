/**
 * Whether a near-me search can run: its ZIP code is five digits (known at once) and has a
 * centroid (known once the centroids file is here, downloaded on first use).
 */
import { useEffect, useState } from 'react';
import type { NearFilter } from '../query/filters';
import { zipProblem, type NearProblem } from './nearOrigin';
import { isZip5 } from './zipKey';
import { loadZipCentroids, zipCentroidsIfLoaded } from './zipCentroids';

export type NearCheck =
  { state: 'off' | 'checking' | 'ok' } | { state: 'problem'; problem: NearProblem | 'unavailable' };

function checkNow(near: NearFilter | undefined): NearCheck {
  if (!near) return { state: 'off' };
  if (!isZip5(near.zip)) return { state: 'problem', problem: 'zip' };
  const centroids = zipCentroidsIfLoaded();
  if (!centroids) return { state: 'checking' };
  const problem = zipProblem(near.zip, centroids);
  return problem ? { state: 'problem', problem } : { state: 'ok' };
}

export function useNearCheck(near: NearFilter | undefined): NearCheck {
  const now = checkNow(near);
  const [loaded, setLoaded] = useState<{ zip: string; check: NearCheck } | null>(null);
  const zip = near?.zip;
  const waiting = now.state === 'checking';
  useEffect(() => {
    if (!waiting || zip === undefined) return;
    let current = true;
    loadZipCentroids().then(
      (centroids) => {
        const problem = zipProblem(zip, centroids);
        if (current)
          setLoaded({ zip, check: problem ? { state: 'problem', problem } : { state: 'ok' } });
      },
      () => current && setLoaded({ zip, check: { state: 'problem', problem: 'unavailable' } }),
    );
    return () => {
      current = false;
    };
  }, [waiting, zip]);
  // Only a failed download needs the state: a loaded file answers through checkNow.
  return waiting && loaded && loaded.zip === zip ? loaded.check : now;
}
