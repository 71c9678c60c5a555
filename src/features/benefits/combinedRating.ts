/**
 * VA combined disability rating, exactly as data/va/combined-rating.md describes 38 CFR 4.25 and
 * 4.26: whole-number Table I values at every step (half up), one final rounding, and the
 * bilateral factor with 4.26(b), (c) and (d). The steps are written as they are worked out, in
 * the page's language.
 */
import { currentLocale } from '../../lib/i18n';
import { t } from './words';

export type Limb = 'none' | 'leftArm' | 'rightArm' | 'leftLeg' | 'rightLeg';

export interface RatingEntry {
  rating: number;
  limb: Limb;
}

export interface CombinedResult {
  /** The last whole-number combined value, before the single final rounding. */
  combinedValue: number;
  /** The combined rating, a multiple of 10. */
  finalRating: number;
  /** Whether the bilateral factor was used in the result. */
  bilateralApplied: boolean;
  /** Every step, in plain words of the page's language, in the order VA applies them. */
  steps: string[];
}

/** Labels are message ids. */
export const limbLabels: Record<Limb, string> = {
  none: 'benefits.limb.none',
  leftArm: 'benefits.limb.leftArm',
  rightArm: 'benefits.limb.rightArm',
  leftLeg: 'benefits.limb.leftLeg',
  rightLeg: 'benefits.limb.rightLeg',
};

/** 38 CFR 4.26: the share of the bilateral group's value that is added, in percent. */
export const BILATERAL_FACTOR = 10;
/** The rule that lets a disability be left out of the factor when that rates higher. */
const RULE_4_26_D = '38 CFR 4.26(d)';
/** A combined rating is a multiple of this (38 CFR 4.25). */
const RATING_STEP = 10;

/** Table I cell: 100 − (100 − a)(100 − b)/100, rounded half up; integer-only so no float drift. */
export function combine(a: number, b: number): number {
  return Math.floor((10000 - (100 - a) * (100 - b) + 50) / 100);
}

/** The one final conversion to a multiple of 10; values ending in 5 go up. */
export function toFinalRating(value: number): number {
  return Math.min(100, Math.floor((value + 5) / 10) * 10);
}

/** c plus 10% of c, rounded half up (the .5 case is UNCONFIRMED per combined-rating.md). */
export function addBilateralFactor(value: number): number {
  return Math.min(100, Math.floor((11 * value + 5) / 10));
}

interface Indexed extends RatingEntry {
  index: number;
}

interface Evaluation {
  combinedValue: number;
  finalRating: number;
  group: Indexed[];
  steps: string[];
}

const isArm = (l: Limb) => l === 'leftArm' || l === 'rightArm';
const isLeg = (l: Limb) => l === 'leftLeg' || l === 'rightLeg';
const pct = (n: number) => `${n}%`;
/** "left leg 10%": a limb's rating as the steps list it. */
const limbRating = (r: Indexed) =>
  t('benefits.steps.limbRating', { limb: t(limbLabels[r.limb]).toLowerCase(), rating: r.rating });
const number = (n: number) => n.toLocaleString(currentLocale(), { maximumFractionDigits: 1 });
const byRatingDesc = (a: Indexed, b: Indexed) => b.rating - a.rating || a.index - b.index;

/** Which of the candidates form the bilateral group: each pair only with both sides compensable. */
function bilateralGroup(candidates: Indexed[]): Indexed[] {
  const has = (l: Limb) => candidates.some((r) => r.limb === l);
  const arms = has('leftArm') && has('rightArm');
  const legs = has('leftLeg') && has('rightLeg');
  return candidates.filter((r) => (arms && isArm(r.limb)) || (legs && isLeg(r.limb)));
}

function fold(values: number[], steps: string[]): number {
  let running = values[0] ?? 0;
  for (const next of values.slice(1)) {
    const combined = combine(running, next);
    steps.push(t('benefits.steps.combine', { a: running, b: next, result: combined }));
    running = combined;
  }
  return running;
}

/** Combine with the bilateral factor applied to the group formed from `candidates` only. */
function evaluate(compensable: Indexed[], candidates: Indexed[]): Evaluation {
  const steps: string[] = [];
  const group = bilateralGroup(candidates);
  const others = compensable.filter((r) => !group.includes(r));
  const values: number[] = others.map((r) => r.rating);
  if (group.length > 0) {
    const sorted = [...group].sort(byRatingDesc);
    steps.push(t('benefits.steps.bilateralGroup', { list: sorted.map(limbRating).join(', ') }));
    const groupValue = fold(
      sorted.map((r) => r.rating),
      steps,
    );
    const withFactor = addBilateralFactor(groupValue);
    steps.push(
      t('benefits.steps.bilateralFactor', {
        factor: BILATERAL_FACTOR,
        value: groupValue,
        share: number((groupValue * BILATERAL_FACTOR) / 100),
        result: withFactor,
      }),
    );
    values.push(withFactor);
  }
  values.sort((a, b) => b - a);
  if (values.length > 1) {
    steps.push(t('benefits.steps.order', { list: values.map(pct).join(', ') }));
  }
  const combinedValue = fold(values, steps);
  return { combinedValue, finalRating: toFinalRating(combinedValue), group, steps };
}

/** All subsets of the limb ratings, the full set first (the normal 4.26 path). */
function subsetsFullFirst<T>(items: T[]): T[][] {
  const out: T[][] = [];
  const total = 2 ** items.length;
  for (let mask = total - 1; mask >= 0; mask -= 1) {
    out.push(items.filter((_, i) => (mask & (1 << i)) !== 0));
  }
  return out;
}

/** More limb ratings than this are compared only as "all in" or "none in" (4.26(d) search). */
const maxSubsetSearch = 12;

export function combineAll(ratings: RatingEntry[]): CombinedResult {
  const indexed: Indexed[] = ratings.map((r, index) => ({ ...r, index }));
  const compensable = indexed.filter((r) => r.rating > 0);
  const zeroCount = indexed.length - compensable.length;
  const intro: string[] = [];
  if (zeroCount > 0) {
    intro.push(t('benefits.steps.zeroLeftOut', { count: zeroCount, zero: 0 }));
  }
  if (compensable.length === 0) {
    return { combinedValue: 0, finalRating: 0, bilateralApplied: false, steps: intro };
  }

  const limbRatings = compensable.filter((r) => r.limb !== 'none');
  const candidateSets =
    limbRatings.length <= maxSubsetSearch ? subsetsFullFirst(limbRatings) : [limbRatings, []];
  const full = evaluate(compensable, limbRatings);
  let best = full;
  for (const candidates of candidateSets.slice(1)) {
    const next = evaluate(compensable, candidates);
    // 4.26(d): leave disabilities out of the factor only when that gives a strictly higher rating.
    if (next.finalRating > best.finalRating) best = next;
  }

  const steps = [...intro];
  if (best !== full) {
    steps.push(t('benefits.steps.betterWay', { rating: full.finalRating, rule: RULE_4_26_D }));
    const left = full.group.filter((r) => !best.group.includes(r));
    if (left.length > 0 && best.group.length > 0) {
      steps.push(t('benefits.steps.leaveOut', { list: left.map(limbRating).join(', ') }));
    } else {
      steps.push(t('benefits.steps.noFactor'));
    }
  }
  steps.push(...best.steps);
  if (compensable.length === 1) {
    steps.push(t('benefits.steps.onlyOne', { value: best.combinedValue }));
  }
  const final = { value: best.combinedValue, rating: best.finalRating, step: RATING_STEP };
  steps.push(
    best.combinedValue === best.finalRating
      ? t('benefits.steps.alreadyMultiple', final)
      : t('benefits.steps.rounds', final),
  );
  return {
    combinedValue: best.combinedValue,
    finalRating: best.finalRating,
    bilateralApplied: best.group.length > 0,
    steps,
  };
}
