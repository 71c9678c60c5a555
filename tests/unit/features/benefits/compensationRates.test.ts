// @vitest-environment node
import { describe, expect, it } from 'vitest';
import rates from '../../../../data/va/rates-2026.json';
import {
  compensationFor,
  noDependents,
  type Dependents,
} from '../../../../src/features/benefits/compensationRates';

const table: Record<string, Record<string, unknown>> = rates.table;
const fullRatings = [30, 40, 50, 60, 70, 80, 90, 100];

/** Each base row of the file and the dependents that should select it. */
const rowInputs: Record<string, Partial<Dependents>> = {
  veteran_alone: {},
  with_spouse: { spouse: true },
  with_spouse_and_1_parent: { spouse: true, parents: 1 },
  with_spouse_and_2_parents: { spouse: true, parents: 2 },
  with_1_parent: { parents: 1 },
  with_2_parents: { parents: 2 },
  with_child: { childrenUnder18: 1 },
  with_spouse_and_child: { spouse: true, childrenUnder18: 1 },
  with_spouse_1_parent_and_child: { spouse: true, parents: 1, childrenUnder18: 1 },
  with_spouse_2_parents_and_child: { spouse: true, parents: 2, childrenUnder18: 1 },
  with_1_parent_and_child: { parents: 1, childrenUnder18: 1 },
  with_2_parents_and_child: { parents: 2, childrenUnder18: 1 },
};

const deps = (d: Partial<Dependents>): Dependents => ({ ...noDependents, ...d });
const cents = (n: number) => Math.round(n * 100);

function added(rating: number): Record<string, number> {
  return table[String(rating)]?.added_amounts as Record<string, number>;
}

describe('compensationFor: every cell of rates-2026.json', () => {
  it('10% and 20% pay one flat amount whatever the dependents', () => {
    for (const rating of [10, 20]) {
      const flat = table[String(rating)]?.all_dependency_statuses;
      const everyone = deps({ spouse: true, childrenUnder18: 3, schoolChildren: 2, parents: 2 });
      expect(compensationFor(rating, noDependents).monthly).toBe(flat);
      expect(compensationFor(rating, everyone).monthly).toBe(flat);
      expect(compensationFor(rating, everyone).dependentsIgnored).toBe(true);
    }
  });

  it('reaches every base row at 30%–100% and equals the file', () => {
    let checked = 0;
    for (const rating of fullRatings) {
      const row = table[String(rating)] ?? {};
      const keys = Object.keys(row).filter((k) => k !== 'added_amounts');
      expect(keys.sort()).toEqual(Object.keys(rowInputs).sort());
      for (const key of keys) {
        const result = compensationFor(rating, deps(rowInputs[key] ?? {}));
        expect({ rating, key, monthly: result.monthly }).toEqual({
          rating,
          key,
          monthly: row[key],
        });
        expect(cents(result.yearly)).toBe(cents(result.monthly) * 12);
        checked += 1;
      }
    }
    expect(checked).toBe(96);
  });

  it('adds each further child under 18 to the "with child" row', () => {
    for (const rating of fullRatings) {
      const base = table[String(rating)]?.with_spouse_and_child as number;
      const each = added(rating).each_additional_child_under_18 ?? NaN;
      const result = compensationFor(rating, deps({ spouse: true, childrenUnder18: 3 }));
      expect(cents(result.monthly)).toBe(cents(base) + 2 * cents(each));
    }
  });

  it('adds school children 18–23 on top of a no-children row', () => {
    for (const rating of fullRatings) {
      const base = table[String(rating)]?.veteran_alone as number;
      const each = added(rating).each_child_over_18_in_qualifying_school_program ?? NaN;
      expect(cents(compensationFor(rating, deps({ schoolChildren: 1 })).monthly)).toBe(
        cents(base) + cents(each),
      );
      expect(cents(compensationFor(rating, deps({ schoolChildren: 2 })).monthly)).toBe(
        cents(base) + 2 * cents(each),
      );
    }
  });

  it('adds spouse Aid and Attendance only with a spouse, marking 30%–70% unconfirmed', () => {
    for (const rating of fullRatings) {
      const base = table[String(rating)]?.with_spouse as number;
      const aa = added(rating).spouse_receiving_aid_and_attendance ?? NaN;
      const result = compensationFor(rating, deps({ spouse: true, spouseAidAndAttendance: true }));
      expect(cents(result.monthly)).toBe(cents(base) + cents(aa));
      expect(result.status).toBe(rating <= 70 ? 'unconfirmed' : 'sourced_secondary');
      const noSpouse = compensationFor(rating, deps({ spouseAidAndAttendance: true }));
      expect(noSpouse.monthly).toBe(table[String(rating)]?.veteran_alone);
      expect(noSpouse.status).toBe('sourced_secondary');
    }
  });

  it('gives yearly as monthly × 12 and nothing at 0%', () => {
    expect(compensationFor(70, deps({ spouse: true, childrenUnder18: 1 })).monthly).toBe(2074.45);
    expect(compensationFor(70, deps({ spouse: true, childrenUnder18: 1 })).yearly).toBe(24893.4);
    expect(compensationFor(0, noDependents).monthly).toBe(0);
  });
});
