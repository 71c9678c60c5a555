/** O*NET occupation rows for the translator's cards: from the mirror, or the server before sync. */
import type { MirrorRow } from '../../data/localDb';
import { getRecord } from '../../data/query';
import { useLive } from '../../data/useLive';

export interface Occupation {
  onetSoc: string;
  title: string;
  description: string | null;
  medianWage: number | null;
  brightOutlook: boolean;
  typicalEducation: string | null;
  wageSource: string | null;
}

function toOccupation(row: MirrorRow): Occupation {
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    onetSoc: String(row.onet_soc),
    title: String(row.title),
    description: text(row.description),
    medianWage: typeof row.median_wage === 'number' ? row.median_wage : null,
    brightOutlook: row.bright_outlook === true,
    typicalEducation: text(row.typical_education),
    wageSource: text(row.wage_source),
  };
}

export type OccupationsState =
  | { status: 'loading' }
  | { status: 'ready'; occupations: Map<string, Occupation> }
  | { status: 'error' };

export function useOccupations(onetSocs: readonly string[]): OccupationsState {
  const key = onetSocs.join(',');
  return (
    useLive<OccupationsState>(
      (db) =>
        Promise.all(key.split(',').map((soc) => getRecord(db, 'occupations', soc))).then(
          (rows): OccupationsState => ({
            status: 'ready',
            occupations: new Map(
              rows
                .filter((r): r is MirrorRow => r !== null)
                .map((r) => {
                  const o = toOccupation(r);
                  return [o.onetSoc, o];
                }),
            ),
          }),
          (): OccupationsState => ({ status: 'error' }),
        ),
      [key],
    ) ?? { status: 'loading' }
  );
}
