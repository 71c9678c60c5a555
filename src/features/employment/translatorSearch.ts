/**
 * The job translator's search over military occupation rows. One box takes a code or a title:
 * the code match uses the CareersFilter code pattern (prefix, X as a wildcard digit) and the title
 * match its title words, so results mean exactly what the server and the mirror would answer.
 * Rows are grouped into one military occupation (branch, code system, code, title) with its
 * civilian O*NET occupations.
 */
import { compileFilter } from '../../data/query/compileFilter';
import type { CareersFilter } from '../../data/query/filters';
import { matches } from '../../data/query/matchRow';
import type { Condition } from '../../data/query/plan';
import { nextTask } from '../../lib/nextTask';

export const branches = [
  'Army',
  'Marine Corps',
  'Navy',
  'Air Force',
  'Space Force',
  'Coast Guard',
] as const;

/** The fields of a military_careers row (or an unmapped code, without onet fields). */
export interface CareerRow {
  branch: string;
  code: string;
  title: string;
  svc: string;
  onet_soc?: string;
  onet_title?: string;
}

export interface CivilianMatch {
  onetSoc: string;
  title: string;
}

export interface MilitaryOccupation {
  key: string;
  branch: string;
  code: string;
  title: string;
  svc: string;
  /** Civilian occupations outside the military-only 55-xxxx group. */
  civilian: CivilianMatch[];
  /** The military-only (55-xxxx) O*NET occupations it maps to. */
  militaryOnly: CivilianMatch[];
  /** True when the crosswalk maps the code to nothing, or only to 55-xxxx occupations. */
  noCivilianEquivalent: boolean;
  /** True when the code is in the unmapped list (no O*NET mapping at all). */
  unmapped: boolean;
  /** The title in lower case, for the title search. */
  titleLower: string;
}

export interface TranslatorQuery {
  text: string;
  branch?: string;
}

/** O*NET 55-xxxx: "Military Specific" occupations, with no civilian counterpart or wage. */
export const isMilitaryOnly = (onetSoc: string) => onetSoc.startsWith('55-');

export function codeFilter(query: TranslatorQuery, pageSize = 100): CareersFilter {
  return { table: 'military_careers', branch: query.branch, code: query.text.trim(), pageSize };
}

export function titleFilter(query: TranslatorQuery, pageSize = 100): CareersFilter {
  return { table: 'military_careers', branch: query.branch, title: query.text.trim(), pageSize };
}

function conditionsOf(filter: CareersFilter): Condition[] | null {
  const conditions = compileFilter(filter).conditions;
  // Only the branch left means the text held nothing searchable for this kind of match.
  const searching = conditions.some((c) => c.kind !== 'eq');
  return searching ? conditions : null;
}

/** Anything with the three searched fields: a row, or a whole military occupation. */
type Searchable = Pick<CareerRow, 'branch' | 'code' | 'title'> & { titleLower?: string };

/**
 * matchesAll with the same meaning, faster: an indexed occupation carries its title lower-cased
 * once, instead of once per keystroke, term and row. Only the title text condition differs.
 */
function predicate(conditions: Condition[]) {
  const tests = conditions.map((c): ((item: Searchable) => boolean) => {
    if (c.kind === 'text' && c.columns.length === 1 && c.columns[0] === 'title') {
      return (item) => (item.titleLower ?? item.title.toLowerCase()).includes(c.term);
    }
    if (c.kind === 'regex' && c.column === 'code') {
      // Compiled once per query, with the flag matchRow.ts uses (PostgreSQL ~*).
      const pattern = new RegExp(c.pattern, 'i');
      return (item) => pattern.test(item.code);
    }
    return (item) => matches(item as unknown as Record<string, unknown>, c);
  });
  return (item: Searchable) => tests.every((test) => test(item));
}

/** The items a query matches: code matches first (an exact code before prefixes), then titles. */
export function matchRows<Item extends Searchable>(items: readonly Item[], query: TranslatorQuery) {
  const byCode = conditionsOf(codeFilter(query));
  const byTitle = conditionsOf(titleFilter(query));
  const codeMatch = byCode ? predicate(byCode) : () => false;
  const titleMatch = byTitle ? predicate(byTitle) : () => false;
  const exact: Item[] = [];
  const prefix: Item[] = [];
  const titled: Item[] = [];
  const wanted = query.text.trim().toUpperCase();
  for (const item of items) {
    if (codeMatch(item)) {
      // Length first: most matches are longer codes, and this avoids a string per row.
      const isExact = item.code.length === wanted.length && item.code.toUpperCase() === wanted;
      (isExact ? exact : prefix).push(item);
    } else if (titleMatch(item)) titled.push(item);
  }
  return [...exact, ...prefix, ...titled];
}

type Groups = Map<string, MilitaryOccupation>;

function addToGroups(groups: Groups, rows: readonly CareerRow[], unmapped: boolean): void {
  for (const row of rows) {
    const key = `${row.branch}|${row.svc}|${row.code}|${row.title}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        branch: row.branch,
        code: row.code,
        title: row.title,
        svc: row.svc,
        civilian: [],
        militaryOnly: [],
        noCivilianEquivalent: true,
        unmapped,
        titleLower: row.title.toLowerCase(),
      };
      groups.set(key, group);
    }
    if (!row.onet_soc) continue;
    const match = { onetSoc: row.onet_soc, title: row.onet_title ?? row.onet_soc };
    if (isMilitaryOnly(row.onet_soc)) group.militaryOnly.push(match);
    else {
      group.civilian.push(match);
      group.noCivilianEquivalent = false;
    }
  }
}

/** Groups rows (in their order) into military occupations. */
export function groupOccupations(
  rows: readonly CareerRow[],
  unmapped = false,
): MilitaryOccupation[] {
  const groups: Groups = new Map();
  addToGroups(groups, rows, unmapped);
  return [...groups.values()];
}

/** Rows grouped between pauses: about 12 ms of a slow phone's main thread. */
const GROUP_SLICE = 500;

/** groupOccupations in slices, a task each: the whole crosswalk was one 160 ms task. */
export async function groupOccupationsInSlices(
  rows: readonly CareerRow[],
  unmapped = false,
): Promise<MilitaryOccupation[]> {
  const groups: Groups = new Map();
  for (let start = 0; start < rows.length; start += GROUP_SLICE) {
    addToGroups(groups, rows.slice(start, start + GROUP_SLICE), unmapped);
    await nextTask();
  }
  return [...groups.values()];
}

/**
 * One keyword for the job board from an occupation title: the main noun of its first part,
 * singular ("Aircraft Mechanics and Service Technicians" → "Mechanic"), because the board's
 * search needs every word to appear and plural titles rarely do.
 */
export function jobKeyword(title: string): string {
  const firstPart = title.split(',')[0] ?? title;
  const pieces = firstPart.split(/\s+and\s+|\s*\/\s*/).map((p) => p.trim());
  const chosen = pieces.find((p) => p.split(/\s+/).length > 1) ?? pieces[0] ?? title;
  const words = chosen
    .replace(/\(.*?\)/g, '')
    .trim()
    .split(/\s+/);
  const last = words.at(-1) ?? '';
  return last.length > 3 && /[^s]s$/i.test(last) ? last.slice(0, -1) : last;
}
