/**
 * Monthly VA disability compensation from data/va/rates-2026.json, following its how_to_use:
 * one base row by spouse, parents and "at least one child under 18", then the added amounts.
 */
import { z } from 'zod';
import ratesFile from '../../../data/va/rates-2026.json';

const fullRowSchema = z.object({
  veteran_alone: z.number(),
  with_spouse: z.number(),
  with_spouse_and_1_parent: z.number(),
  with_spouse_and_2_parents: z.number(),
  with_1_parent: z.number(),
  with_2_parents: z.number(),
  with_child: z.number(),
  with_spouse_and_child: z.number(),
  with_spouse_1_parent_and_child: z.number(),
  with_spouse_2_parents_and_child: z.number(),
  with_1_parent_and_child: z.number(),
  with_2_parents_and_child: z.number(),
  added_amounts: z.object({
    each_additional_child_under_18: z.number(),
    each_child_over_18_in_qualifying_school_program: z.number(),
    spouse_receiving_aid_and_attendance: z.number(),
  }),
});
const flatRowSchema = z.object({ all_dependency_statuses: z.number() });

export type FullRow = z.infer<typeof fullRowSchema>;
export type BaseRowKey = Exclude<keyof FullRow, 'added_amounts'>;

const rawTable: Record<string, unknown> = ratesFile.table;
const flatRates = new Map(
  [10, 20].map((r) => [r, flatRowSchema.parse(rawTable[String(r)]).all_dependency_statuses]),
);
const fullRows = new Map(
  [30, 40, 50, 60, 70, 80, 90, 100].map((r) => [r, fullRowSchema.parse(rawTable[String(r)])]),
);

/** "2025-12-01" as VA writes it. */
export const ratesEffectiveDate = 'December 1, 2025';
export const ratesEffectiveDateIso = ratesFile.effective_date;
export const vaRatesUrl = 'https://www.va.gov/disability/compensation-rates/veteran-rates/';

export interface Dependents {
  spouse: boolean;
  spouseAidAndAttendance: boolean;
  childrenUnder18: number;
  schoolChildren: number;
  parents: 0 | 1 | 2;
}

export const noDependents: Dependents = {
  spouse: false,
  spouseAidAndAttendance: false,
  childrenUnder18: 0,
  schoolChildren: 0,
  parents: 0,
};

/**
 * sourced_secondary: published copies cross-checked, not read off VA.gov.
 * unconfirmed: rates-2026.json's figure_status says to re-verify on VA.gov.
 */
export type FigureStatus = 'sourced_secondary' | 'unconfirmed';

export interface CompensationLine {
  label: string;
  monthly: number;
  status: FigureStatus;
}

export interface Compensation {
  monthly: number;
  yearly: number;
  lines: CompensationLine[];
  status: FigureStatus;
  /** True when dependents were entered but the rating is under 30%, so they do not count. */
  dependentsIgnored: boolean;
}

export function baseRowKey(d: Dependents): BaseRowKey {
  const child = d.childrenUnder18 > 0;
  const parents = d.parents === 0 ? '' : `${d.parents}_parent${d.parents === 2 ? 's' : ''}`;
  if (d.spouse) {
    if (child)
      return parents ? (`with_spouse_${parents}_and_child` as BaseRowKey) : 'with_spouse_and_child';
    return parents ? (`with_spouse_and_${parents}` as BaseRowKey) : 'with_spouse';
  }
  if (child) return parents ? (`with_${parents}_and_child` as BaseRowKey) : 'with_child';
  return parents ? (`with_${parents}` as BaseRowKey) : 'veteran_alone';
}

const baseRowLabels: Record<BaseRowKey, string> = {
  veteran_alone: 'Veteran alone',
  with_spouse: 'With a spouse',
  with_spouse_and_1_parent: 'With a spouse and 1 dependent parent',
  with_spouse_and_2_parents: 'With a spouse and 2 dependent parents',
  with_1_parent: 'With 1 dependent parent',
  with_2_parents: 'With 2 dependent parents',
  with_child: 'With 1 child under 18',
  with_spouse_and_child: 'With a spouse and 1 child under 18',
  with_spouse_1_parent_and_child: 'With a spouse, 1 dependent parent and 1 child under 18',
  with_spouse_2_parents_and_child: 'With a spouse, 2 dependent parents and 1 child under 18',
  with_1_parent_and_child: 'With 1 dependent parent and 1 child under 18',
  with_2_parents_and_child: 'With 2 dependent parents and 1 child under 18',
};

const cents = (dollars: number) => Math.round(dollars * 100);

/** Per figure_status in rates-2026.json: only spouse A&A at 30%–70% is unconfirmed. */
function aidAndAttendanceStatus(rating: number): FigureStatus {
  return rating <= 70 ? 'unconfirmed' : 'sourced_secondary';
}

export function compensationFor(rating: number, dependents: Dependents): Compensation {
  const lines: CompensationLine[] = [];
  const hasDependents =
    dependents.spouse ||
    dependents.childrenUnder18 > 0 ||
    dependents.schoolChildren > 0 ||
    dependents.parents > 0;
  if (rating < 10) {
    return { monthly: 0, yearly: 0, lines, status: 'sourced_secondary', dependentsIgnored: false };
  }
  if (rating === 10 || rating === 20) {
    const monthly = flatRates.get(rating) ?? 0;
    lines.push({ label: `${rating}% rating`, monthly, status: 'sourced_secondary' });
    return {
      monthly,
      yearly: cents(monthly * 12) / 100,
      lines,
      status: 'sourced_secondary',
      dependentsIgnored: hasDependents,
    };
  }
  const row = fullRows.get(rating);
  if (!row) throw new Error(`No compensation row for ${rating}%`);
  const key = baseRowKey(dependents);
  lines.push({ label: baseRowLabels[key], monthly: row[key], status: 'sourced_secondary' });
  const extraChildren = Math.max(0, dependents.childrenUnder18 - 1);
  const add = row.added_amounts;
  if (extraChildren > 0) {
    lines.push({
      label: `${extraChildren} more ${extraChildren === 1 ? 'child' : 'children'} under 18`,
      monthly: (cents(add.each_additional_child_under_18) * extraChildren) / 100,
      status: 'sourced_secondary',
    });
  }
  if (dependents.schoolChildren > 0) {
    lines.push({
      label: `${dependents.schoolChildren} ${dependents.schoolChildren === 1 ? 'child' : 'children'} 18 to 23 in school`,
      monthly:
        (cents(add.each_child_over_18_in_qualifying_school_program) * dependents.schoolChildren) /
        100,
      status: 'sourced_secondary',
    });
  }
  if (dependents.spouse && dependents.spouseAidAndAttendance) {
    lines.push({
      label: 'Spouse receiving Aid and Attendance',
      monthly: add.spouse_receiving_aid_and_attendance,
      status: aidAndAttendanceStatus(rating),
    });
  }
  const monthlyCents = lines.reduce((sum, l) => sum + cents(l.monthly), 0);
  return {
    monthly: monthlyCents / 100,
    yearly: (monthlyCents * 12) / 100,
    lines,
    status: lines.some((l) => l.status === 'unconfirmed') ? 'unconfirmed' : 'sourced_secondary',
    dependentsIgnored: false,
  };
}
