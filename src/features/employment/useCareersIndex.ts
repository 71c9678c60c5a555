/**
 * The translator's in-memory index: every mirrored military_careers row, loaded once from the
 * device (about 13,000 rows) in idle time after the table's first sync completes, so each
 * keystroke is answered synchronously within a frame. Rebuilt when sync moves the watermark.
 */
import { useEffect, useState } from 'react';
import type { VetHubDb } from '../../data/localDb';
import { readAllRowsInSlices } from '../../data/mirrorVersions';
import { wantReferenceData } from '../../data/startDataServices';
import { readSyncMeta } from '../../data/sync/syncMeta';
import { useLive } from '../../data/useLive';
import { occupationIndexInSlices } from './JobTranslatorResults';
import type { CareerRow, MilitaryOccupation } from './translatorSearch';

interface Built {
  stamp: string;
  rows: CareerRow[];
}

let cache: Built | null = null;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}

export async function buildIndex(db?: VetHubDb): Promise<CareerRow[]> {
  // Primary-key order is crosswalk order (compileFilter orders careers by id).
  const rows = await readAllRowsInSlices('military_careers', db);
  return rows.map((r) => ({
    branch: String(r.branch),
    code: String(r.code),
    title: String(r.title),
    svc: String(r.svc),
    onet_soc: String(r.onet_soc),
    onet_title: String(r.onet_title),
  }));
}

/** The index once built; undefined before the first sync completes (the server answers then). */
export function useCareersIndex(db?: VetHubDb): CareerRow[] | undefined {
  const stamp = useLive(
    (store) =>
      readSyncMeta(store, 'military_careers').then((meta) =>
        meta.state === 'complete' ? JSON.stringify(meta.watermark) : null,
      ),
    [],
    db,
  );
  const [built, setBuilt] = useState<Built | null>(cache);

  // On a Save-Data line the crosswalk waits for the translator; here it is.
  useEffect(() => wantReferenceData(), []);

  useEffect(() => {
    if (!stamp || built?.stamp === stamp) return;
    let current = true;
    const cancel = whenIdle(() => {
      void buildIndex(db).then((rows) => {
        cache = { stamp, rows };
        if (current) setBuilt(cache);
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [db, stamp, built?.stamp]);

  return stamp && built ? built.rows : undefined;
}

/**
 * The searchable occupations (rows grouped, titles lower-cased), built in idle time and in
 * slices once the rows and the unmapped codes are both loaded, so the first keystroke does not
 * pay for it and no tap waits behind it.
 */
export function useOccupationIndex(
  rows: readonly CareerRow[] | undefined,
  unmapped: readonly CareerRow[] | undefined,
): readonly MilitaryOccupation[] | undefined {
  const [built, setBuilt] = useState<{
    rows: readonly CareerRow[];
    occupations: readonly MilitaryOccupation[];
  } | null>(null);

  useEffect(() => {
    if (!rows || !unmapped || built?.rows === rows) return;
    let current = true;
    const cancel = whenIdle(() => {
      void occupationIndexInSlices(rows, unmapped).then((occupations) => {
        if (current) setBuilt({ rows, occupations });
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [rows, unmapped, built?.rows]);

  return rows && built?.rows === rows ? built.occupations : undefined;
}
