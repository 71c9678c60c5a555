/**
 * What data/ holds, counted straight from its files: the oracle the facts tests compare pages
 * with. It shares nothing with the build step that gives the pages their figures
 * (scripts/dataFactsPlugin.ts) but the CSV reader.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readCsvRecords } from '../../../scripts/seed/csv';

const dataDir = path.join(process.cwd(), 'data');
const rows = (file: string) => readCsvRecords(path.join(dataDir, file)).length;
const read = (file: string) => readFileSync(path.join(dataDir, file), 'utf8');

interface Entitlement {
  id: string;
  key_eligibility: string;
}
const entitlements = (JSON.parse(read('va/entitlements.json')) as { entitlements: Entitlement[] })
  .entitlements;
const phases = JSON.parse(read('va/claim-phases.json')) as {
  eight_steps: unknown[];
  five_steps: unknown[];
};
const priorityGroups =
  entitlements.find((e) => e.id === 'health_priority_groups')?.key_eligibility.match(/\bPG\d:/g)
    ?.length ?? 0;
const crosswalkSource = read('crosswalk/SOURCE.md');

export const dataCounts = {
  mappings: rows('crosswalk/military-crosswalk.csv'),
  occupations: rows('crosswalk/occupations.csv'),
  unmappedCodes: rows('crosswalk/military-codes-unmapped.csv'),
  organizations: rows('organizations/organizations.csv'),
  entitlements: entitlements.length,
  claimSteps: [phases.eight_steps.length, phases.five_steps.length],
  priorityGroups,
  onetVersion: /O\*NET (\d+\.\d+) Database/.exec(crosswalkSource)?.[1] ?? 'missing',
  crosswalkDated: /dated \*\*(\w+ \d{4})\*\*/.exec(crosswalkSource)?.[1] ?? 'missing',
};

/** The counts a page may state for each kind of thing it counts ("13,014 mappings"). */
export const countsByNoun: [RegExp, number[]][] = [
  [/^(mappings|matches)$/i, [dataCounts.mappings]],
  [/^occupations$/i, [dataCounts.occupations]],
  [/^codes$/i, [dataCounts.unmappedCodes]],
  [/^organizations$/i, [dataCounts.organizations]],
  [/^(benefits|entitlements)$/i, [dataCounts.entitlements]],
  [/^steps?$/i, dataCounts.claimSteps],
  [/^groups$/i, [dataCounts.priorityGroups]],
];

const units = [
  ...'zero one two three four five six seven eight nine ten eleven twelve'.split(' '),
  ...'thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' '),
];
const tens = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
/** Counts from twenty up written in words ("Twenty-two"); smaller ones read as plain words. */
const WORDS = `(?:${tens.slice(2).join('|')})(?:-(?:${units.slice(1, 10).join('|')}))?`;

/**
 * A count, up to three words it may carry, and the thing counted: "22 VA and related benefits",
 * "Twenty-two VA benefits", "13,014 mappings", "5-step view".
 */
export const COUNT_PHRASE = new RegExp(
  `\\b(\\d{1,3}(?:,\\d{3})+|\\d+|${WORDS})(?:-| )((?:(?:VA|and|related|civilian|military|real|priority|active|O\\*NET|job|code) )*)(mappings|matches|occupations|codes|organizations|benefits|entitlements|steps?|groups)\\b`,
  'gi',
);

/** The stated count as a number: "13,014" → 13014, "Twenty-two" → 22. */
export function countValue(stated: string): number {
  if (/^[\d,]+$/.test(stated)) return Number(stated.replace(/,/g, ''));
  const [ten = '', unit] = stated.toLowerCase().split('-');
  return tens.indexOf(ten) * 10 + (unit ? units.indexOf(unit) : 0);
}

/** Everything data/ states in words (JSON and Markdown), to look a figure up in. */
export const dataText = readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(json|md)$/.test(file))
  .map(read)
  .join('\n');
