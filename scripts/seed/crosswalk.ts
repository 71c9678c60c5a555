/**
 * O*NET occupations and the military crosswalk (data/crosswalk), loaded as they are. The seed
 * and the app's reference file (referencePlugin.ts) read the rows here, so both hold the same
 * ids and the same time: a device that loads the file and then pulls changes after
 * (REFERENCE_AS_OF, last id) gets exactly what the server changed since.
 */
import path from 'node:path';
import { readCsvRecords } from './csv.ts';
import { insertRows, literal } from './sql.ts';

/** The updated_at of every seeded reference row: when this version of data/crosswalk landed. */
export const REFERENCE_AS_OF = '2026-03-01T00:00:00+00:00';

export interface Crosswalk {
  occupations: Record<string, string | number | boolean | null>[];
  careers: Record<string, string | number>[];
}

export function readCrosswalk(dataDir: string): Crosswalk {
  const dir = path.join(dataDir, 'crosswalk');
  const occupations = readCsvRecords(path.join(dir, 'occupations.csv')).map((r) => ({
    onet_soc: r.onet_soc ?? '',
    title: r.title ?? '',
    description: r.description || null,
    median_wage: r.median_wage ? Number(r.median_wage) : null,
    bright_outlook: r.bright_outlook === 'Y',
    typical_education: r.typical_education || null,
    bright_outlook_categories: r.bright_outlook_categories || null,
    job_zone: r.job_zone ? Number(r.job_zone) : null,
    wage_source: r.wage_source || null,
  }));
  const careers = readCsvRecords(path.join(dir, 'military-crosswalk.csv')).map((r, i) => ({
    id: i + 1,
    branch: r.branch ?? '',
    code: r.code ?? '',
    title: r.title ?? '',
    onet_soc: r.onet_soc ?? '',
    onet_title: r.onet_title ?? '',
    svc: r.svc ?? '',
  }));
  return { occupations, careers };
}

export function crosswalkSql(dataDir: string): {
  sql: string;
  occupations: number;
  careers: number;
} {
  const { occupations, careers } = readCrosswalk(dataDir);
  const stamped = <T extends object>(row: T) => ({
    ...row,
    created_at: REFERENCE_AS_OF,
    updated_at: REFERENCE_AS_OF,
  });
  const sql = [
    `-- ${occupations.length} O*NET 30.1 occupations (CC BY 4.0, USDOL/ETA; wages BLS OEWS May 2024).`,
    insertRows('public.occupations', occupations.map(stamped)),
    `-- ${careers.length} military crosswalk rows (O*NET Military Crosswalk, DMDC file milx0724).`,
    // A bulk load needs no realtime notifications: 13k NOTIFYs would make it several times slower.
    'alter table public.military_careers disable trigger military_careers_realtime;',
    insertRows('public.military_careers', careers.map(stamped), 1000, { overridingIds: true }),
    'alter table public.military_careers enable trigger military_careers_realtime;',
    // Ids come from the file: the next row an admin adds continues after them.
    `select setval(pg_get_serial_sequence('public.military_careers', 'id'), ${literal(careers.length)});`,
  ].join('\n\n');
  return { sql, occupations: occupations.length, careers: careers.length };
}
