// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  combine,
  combineAll,
  toFinalRating,
  type Limb,
  type RatingEntry,
} from '../../../../src/features/benefits/combinedRating';

const tens = [10, 20, 30, 40, 50, 60, 70, 80, 90];
const none = (rating: number): RatingEntry => ({ rating, limb: 'none' });
const on = (limb: Limb, rating: number): RatingEntry => ({ rating, limb });

/** Table I as the regulation defines it, written the obvious way (efficiency, half up). */
function tableCell(a: number, b: number): number {
  const efficiency = ((100 - a) / 100) * ((100 - b) / 100);
  return Math.round(100 - efficiency * 100 + 1e-9);
}

describe('combine (Table I)', () => {
  it('equals the Table I formula for every pair of 10–90', () => {
    for (const a of tens) for (const b of tens) expect(combine(a, b)).toBe(tableCell(a, b));
  });

  it('equals the formula for every printed row 19–94 against columns 10–90', () => {
    for (let row = 19; row <= 94; row += 1)
      for (const col of tens) expect(combine(row, col)).toBe(tableCell(row, col));
  });

  it('rounds half up, not to even, and ignores the published 86/80 typo', () => {
    expect(combine(25, 10)).toBe(33);
    expect(combine(86, 80)).toBe(97);
  });

  it('rounds the final value once to a multiple of 10, 5 going up', () => {
    expect([65, 52, 81, 85, 99, 94, 95, 100].map(toFinalRating)).toEqual([
      70, 50, 80, 90, 100, 90, 100, 100,
    ]);
  });
});

describe('combineAll: worked examples of combined-rating.md', () => {
  it.each([
    [[50, 30], 65, 70],
    [[40, 20], 52, 50],
    [[60, 30], 72, 70],
    [[60, 40, 20], 81, 80],
    [[50, 30, 10], 69, 70],
    [[70, 50], 85, 90],
    [[90, 90], 99, 100],
    [[100, 30], 100, 100],
  ])('%j gives combined value %i and rating %i', (ratings, value, final) => {
    const result = combineAll(ratings.map(none));
    expect(result.combinedValue).toBe(value);
    expect(result.finalRating).toBe(final);
  });

  it('sorts first and explains each step in words', () => {
    const result = combineAll([none(30), none(60)]);
    expect(result.steps).toContain('60% and 30% combine to 72%');
    expect(result.steps.at(-1)).toBe('72 rounds to 70%');
    expect(combineAll([none(20), none(60), none(40)]).steps).toContain(
      '76% and 20% combine to 81%',
    );
  });

  it('the 4.26 example: 60, 20, 10 left leg, 10 right leg gives 74, so 70%', () => {
    const result = combineAll([none(60), none(20), on('leftLeg', 10), on('rightLeg', 10)]);
    expect(result.combinedValue).toBe(74);
    expect(result.finalRating).toBe(70);
    expect(result.steps).toContain('Bilateral factor: 10% of 19 is 1.9, added to give 21');
    expect(result.steps).toContain('60% and 21% combine to 68%');
    expect(result.steps).toContain('68% and 20% combine to 74%');
  });

  it('the BVA example: 20 and 10 on both legs give 28 + 2.8 = 31', () => {
    const result = combineAll([on('leftLeg', 20), on('rightLeg', 10)]);
    expect(result.combinedValue).toBe(31);
    expect(result.finalRating).toBe(30);
    expect(result.steps).toContain('20% and 10% combine to 28%');
    expect(result.steps).toContain('Bilateral factor: 10% of 28 is 2.8, added to give 31');
    expect(result.steps.at(-1)).toBe('31 rounds to 30%');
  });

  it('0% ratings change nothing; all-0% gives 0%; no ratings give 0%', () => {
    expect(combineAll([none(50), none(0), none(30)]).combinedValue).toBe(65);
    expect(combineAll([none(0), none(0)]).finalRating).toBe(0);
    expect(combineAll([]).finalRating).toBe(0);
  });
});

describe('combineAll: bilateral groups', () => {
  it('both arms form a group', () => {
    const r = combineAll([on('leftArm', 20), on('rightArm', 10), none(50)]);
    expect(r.bilateralApplied).toBe(true);
    // 28 + 2.8 = 31; 50 and 31 combine to 66 (65.5 half up)
    expect(r.combinedValue).toBe(66);
  });

  it('both legs form a group', () => {
    expect(combineAll([on('leftLeg', 30), on('rightLeg', 30)]).combinedValue).toBe(56);
  });

  it('both arms and both legs form one group with the factor added once', () => {
    const r = combineAll([
      on('leftArm', 10),
      on('rightArm', 10),
      on('leftLeg', 10),
      on('rightLeg', 10),
    ]);
    // 10,10,10,10 → 19, 27, 34; + 3.4 = 37 (two separate groups would give 38)
    expect(r.combinedValue).toBe(37);
    expect(r.steps.filter((s) => s.startsWith('Bilateral factor'))).toHaveLength(1);
  });

  it('a 0% side gives no factor (4.26(c)), nor does one arm with one leg', () => {
    expect(combineAll([on('leftLeg', 20), on('rightLeg', 0)]).bilateralApplied).toBe(false);
    expect(combineAll([on('leftLeg', 20), on('rightLeg', 0)]).combinedValue).toBe(20);
    const r = combineAll([on('leftArm', 20), on('leftLeg', 10)]);
    expect(r.bilateralApplied).toBe(false);
    expect(r.combinedValue).toBe(28);
  });

  it('only qualifying pairs join: a lone arm stays outside the leg group', () => {
    const r = combineAll([on('leftLeg', 20), on('rightLeg', 10), on('leftArm', 40)]);
    // legs 28 + 2.8 = 31; 40 and 31 combine to 59
    expect(r.combinedValue).toBe(59);
  });

  it('4.26(d) leaves a disability out of the factor when that is better', () => {
    const r = combineAll([none(60), on('leftLeg', 20), on('rightLeg', 70), on('leftLeg', 10)]);
    // All three in the group: 78 + 7.8 = 86; 86∘60 = 94 → 90. Leaving the 10% out:
    // 76 + 7.6 = 84; 84∘60 = 94; 94∘10 = 95 → 100.
    expect(r.finalRating).toBe(100);
    expect(r.combinedValue).toBe(95);
    expect(r.steps.some((s) => s.includes('4.26(d)'))).toBe(true);
    expect(r.steps).toContain('Leave left leg 10% out of the bilateral factor');
  });

  it('keeps the normal factor when leaving out is not strictly better', () => {
    const r = combineAll([none(60), none(20), on('leftLeg', 10), on('rightLeg', 10)]);
    expect(r.steps.some((s) => s.includes('4.26(d)'))).toBe(false);
  });
});

/** Seeded PRNG (mulberry32) so the random cases are the same on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function referenceFold(values: number[]): number {
  const sorted = [...values].sort((x, y) => y - x);
  let v = sorted[0] ?? 0;
  for (const next of sorted.slice(1)) v = tableCell(v, next);
  return v;
}

/** Straightforward 4.25/4.26: try every subset of limb ratings in the factor, keep the best. */
function reference(ratings: RatingEntry[]): { value: number; final: number } {
  const rated = ratings.filter((r) => r.rating > 0);
  const limbs = rated.filter((r) => r.limb !== 'none');
  const plain = rated.filter((r) => r.limb === 'none').map((r) => r.rating);
  let best = { value: 0, final: -1 };
  let full: { value: number; final: number } | null = null;
  for (let mask = (1 << limbs.length) - 1; mask >= 0; mask -= 1) {
    const inFactor = limbs.filter((_, i) => mask & (1 << i));
    const outside = limbs.filter((_, i) => !(mask & (1 << i))).map((r) => r.rating);
    const sides = new Set(inFactor.map((r) => r.limb));
    const arms = sides.has('leftArm') && sides.has('rightArm');
    const legs = sides.has('leftLeg') && sides.has('rightLeg');
    const group = inFactor.filter(
      (r) => (arms && r.limb.endsWith('Arm')) || (legs && r.limb.endsWith('Leg')),
    );
    const rest = inFactor.filter((r) => !group.includes(r)).map((r) => r.rating);
    const values = [...plain, ...outside, ...rest];
    if (group.length > 0) {
      const c = referenceFold(group.map((r) => r.rating));
      values.push(Math.min(100, Math.round(c + c / 10)));
    }
    const value = referenceFold(values);
    const ones = value % 10;
    const candidate = { value, final: Math.min(100, value - ones + (ones >= 5 ? 10 : 0)) };
    if (!full) full = candidate;
    if (candidate.final > best.final) best = candidate;
  }
  return full && best.final > full.final ? best : (full ?? best);
}

describe('combineAll against a reference implementation', () => {
  const limbChoices: Limb[] = ['none', 'none', 'leftArm', 'rightArm', 'leftLeg', 'rightLeg'];
  const next = prng(20260101);
  const cases = Array.from({ length: 400 }, (_, i) =>
    Array.from({ length: i % 2 === 0 ? 3 : 4 }, () => ({
      rating: Math.floor(next() * 11) * 10,
      limb: limbChoices[Math.floor(next() * limbChoices.length)] ?? 'none',
    })),
  );

  it('agrees on 400 seeded three- and four-rating cases', () => {
    let bilateral = 0;
    for (const ratings of cases) {
      const expected = reference(ratings);
      const actual = combineAll(ratings);
      expect({ ratings, value: actual.combinedValue, final: actual.finalRating }).toEqual({
        ratings,
        value: expected.value,
        final: expected.final,
      });
      if (actual.bilateralApplied) bilateral += 1;
    }
    expect(bilateral).toBeGreaterThan(50);
  });

  it('agrees with the plain pairwise rule on every three-rating case without limbs', () => {
    for (const a of tens)
      for (const b of tens)
        for (const c of tens) {
          const r = combineAll([none(a), none(b), none(c)]);
          expect(r.combinedValue).toBe(referenceFold([a, b, c]));
        }
  });
});
