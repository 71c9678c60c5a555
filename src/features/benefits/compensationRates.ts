/**
 * Monthly VA disability compensation from data/va/rates-2026.json, following its how_to_use:
 * one base row by spouse, parents and "at least one child under 18", then the added amounts.
 */
import { z } from 'zod';
import ratesFile from '../../../data/va/rates-2026.json';
import { t } from './words';

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
/** The ratings that pay one amount whatever the family (how_to_use: 10% and 20%). */
export const FLAT_RATINGS = [10, 20] as const;
const flatRates = new Map(
  FLAT_RATINGS.map((r) => [r, flatRowSchema.parse(rawTable[String(r)]).all_dependency_statuses]),
);
const fullRows = new Map(
  [30, 40, 50, 60, 70, 80, 90, 100].map((r) => [r, fullRowSchema.parse(rawTable[String(r)])]),
);
/** The lowest rating at which dependents change the amount. */
export const DEPENDENTS_FROM = Math.min(...fullRows.keys());

/**
 * The ages the table's rows name: a child under 18 (the base rows' child and
 * each_additional_child_under_18), a school child 18 to 23 (how_to_use).
 */
export const CHILD_AGES = { under: 18, schoolFrom: 18, schoolTo: 23 } as const;

/** "2025-12-01": shown through readableDate, in the page's language. */
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
  /** In the page's language, made when the amount is worked out. */
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

/** A base row's words: who it is for (labels are message ids; the counts are the row's). */
const baseRowLabels: Record<BaseRowKey, [string, { parents?: number; children?: number }]> = {
  veteran_alone: ['benefits.pay.row.alone', {}],
  with_spouse: ['benefits.pay.row.spouse', {}],
  with_spouse_and_1_parent: ['benefits.pay.row.spouseParents', { parents: 1 }],
  with_spouse_and_2_parents: ['benefits.pay.row.spouseParents', { parents: 2 }],
  with_1_parent: ['benefits.pay.row.parents', { parents: 1 }],
  with_2_parents: ['benefits.pay.row.parents', { parents: 2 }],
  with_child: ['benefits.pay.row.child', { children: 1 }],
  with_spouse_and_child: ['benefits.pay.row.spouseChild', { children: 1 }],
  with_spouse_1_parent_and_child: [
    'benefits.pay.row.spouseParentsChild',
    { parents: 1, children: 1 },
  ],
  with_spouse_2_parents_and_child: [
    'benefits.pay.row.spouseParentsChild',
    { parents: 2, children: 1 },
  ],
  with_1_parent_and_child: ['benefits.pay.row.parentsChild', { parents: 1, children: 1 }],
  with_2_parents_and_child: ['benefits.pay.row.parentsChild', { parents: 2, children: 1 }],
};

function baseRowLabel(key: BaseRowKey): string {
  const [id, counts] = baseRowLabels[key];
  return t(id, { ...counts, age: CHILD_AGES.under });
}

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
    lines.push({ label: t('benefits.pay.flat', { rating }), monthly, status: 'sourced_secondary' });
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
  lines.push({ label: baseRowLabel(key), monthly: row[key], status: 'sourced_secondary' });
  const extraChildren = Math.max(0, dependents.childrenUnder18 - 1);
  const add = row.added_amounts;
  if (extraChildren > 0) {
    lines.push({
      label: t('benefits.pay.moreChildren', { count: extraChildren, age: CHILD_AGES.under }),
      monthly: (cents(add.each_additional_child_under_18) * extraChildren) / 100,
      status: 'sourced_secondary',
    });
  }
  if (dependents.schoolChildren > 0) {
    lines.push({
      label: t('benefits.pay.schoolChildren', {
        count: dependents.schoolChildren,
        from: CHILD_AGES.schoolFrom,
        to: CHILD_AGES.schoolTo,
      }),
      monthly:
        (cents(add.each_child_over_18_in_qualifying_school_program) * dependents.schoolChildren) /
        100,
      status: 'sourced_secondary',
    });
  }
  if (dependents.spouse && dependents.spouseAidAndAttendance) {
    lines.push({
      label: t('benefits.pay.spouseAid'),
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
