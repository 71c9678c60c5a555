/**
 * The active military codes with no O*NET mapping (data/crosswalk/military-codes-unmapped.csv),
 * so the translator can say "no direct civilian equivalent" instead of "not found". The file is
 * not a synced table: it ships with the translator page as a separate chunk, loaded once.
 */
import type { CareerRow } from './translatorSearch';
import { parseCsv } from './csvRows';

let loading: Promise<CareerRow[]> | null = null;

export function parseUnmapped(text: string): CareerRow[] {
  return parseCsv(text).map((r) => ({
    branch: r.branch ?? '',
    code: r.code ?? '',
    title: r.title ?? '',
    svc: r.svc ?? '',
  }));
}

export function loadUnmappedCodes(): Promise<CareerRow[]> {
  loading ??= import('../../../data/crosswalk/military-codes-unmapped.csv?raw').then((m) =>
    parseUnmapped(m.default),
  );
  return loading;
}
