/** O*NET occupations and the military crosswalk (data/crosswalk), loaded as they are. */
import path from 'node:path';
import { readCsvRecords } from './csv';
import { insertRows } from './sql';

export function crosswalkSql(dataDir: string): {
  sql: string;
  occupations: number;
  careers: number;
} {
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
  const careers = readCsvRecords(path.join(dir, 'military-crosswalk.csv')).map((r) => ({
    branch: r.branch ?? '',
    code: r.code ?? '',
    title: r.title ?? '',
    onet_soc: r.onet_soc ?? '',
    onet_title: r.onet_title ?? '',
    svc: r.svc ?? '',
  }));
  const sql = [
    `-- ${occupations.length} O*NET 30.1 occupations (CC BY 4.0, USDOL/ETA; wages BLS OEWS May 2024).`,
    insertRows('public.occupations', occupations),
    `-- ${careers.length} military crosswalk rows (O*NET Military Crosswalk, DMDC file milx0724).`,
    // A bulk load needs no realtime notifications: 13k NOTIFYs would make it several times slower.
    'alter table public.military_careers disable trigger military_careers_realtime;',
    insertRows('public.military_careers', careers, 1000),
    'alter table public.military_careers enable trigger military_careers_realtime;',
  ].join('\n\n');
  return { sql, occupations: occupations.length, careers: careers.length };
}
