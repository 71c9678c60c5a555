/**
 * The active military codes with no O*NET mapping (data/crosswalk/military-codes-unmapped.csv),
 * so the translator can say "no direct civilian equivalent" instead of "not found". The file is
 * not a synced table: it ships with the translator page as a separate chunk, loaded once.
 */
import type { CareerRow } from './translatorSearch';
import { parseCsv, parseCsvInSlices } from './csvRows';

let loading: Promise<CareerRow[]> | null = null;

const toRow = (r: Record<string, string>): CareerRow => ({
  branch: r.branch ?? '',
  code: r.code ?? '',
  title: r.title ?? '',
  svc: r.svc ?? '',
});

export function parseUnmapped(text: string): CareerRow[] {
  return parseCsv(text).map(toRow);
}

/** Read in slices: 7,700 lines were a 70 ms task of the translator's first visit (4× slower CPU). */
export function loadUnmappedCodes(): Promise<CareerRow[]> {
  loading ??= import('../../../data/crosswalk/military-codes-unmapped.csv?raw')
    .then((m) => parseCsvInSlices(m.default))
    .then((rows) => rows.map(toRow));
  return loading;
}
