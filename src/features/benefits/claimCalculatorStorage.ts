/** The calculator's inputs, kept on this device only. Bad or old stored data resets to defaults. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';

import { CALCULATOR_STORAGE_KEY } from '../../data/calculatorKey';
import { useHydrated } from '../../lib/useHydrated';

export const storageKey = CALCULATOR_STORAGE_KEY;
export const maxRatings = 12;

const limbSchema = z.enum(['none', 'leftArm', 'rightArm', 'leftLeg', 'rightLeg']);

const ratingSchema = z.object({
  id: z.string().min(1),
  rating: z
    .number()
    .int()
    .min(0)
    .max(100)
    .refine((n) => n % 10 === 0),
  limb: limbSchema.catch('none'),
});

const count = z.number().int().min(0).max(20).catch(0);

const dependentsSchema = z.object({
  spouse: z.boolean().catch(false),
  spouseAidAndAttendance: z.boolean().catch(false),
  childrenUnder18: count,
  schoolChildren: count,
  parents: z.union([z.literal(0), z.literal(1), z.literal(2)]).catch(0),
});

export const calculatorStateSchema = z.object({
  ratings: z.array(ratingSchema).max(maxRatings).catch([]),
  dependents: dependentsSchema.catch({
    spouse: false,
    spouseAidAndAttendance: false,
    childrenUnder18: 0,
    schoolChildren: 0,
    parents: 0,
  }),
});

export type CalculatorState = z.infer<typeof calculatorStateSchema>;
export type RatingRow = CalculatorState['ratings'][number];

export const defaultState: CalculatorState = calculatorStateSchema.parse({});

export function loadState(): CalculatorState {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (!raw) return defaultState;
    const parsed = calculatorStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : defaultState;
  } catch {
    return defaultState;
  }
}

export function saveState(state: CalculatorState): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(state));
  } catch {
    // Private mode or a full quota: the calculator still works, it just will not remember.
  }
}

export function newRatingId(): string {
  return `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The calculator's state: the stored estimate once the page is the app's (a prerendered page
 * hydrates with the build's empty calculator), then what the visitor changes, saved as they go.
 */
export function useCalculatorState() {
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? loadState() : defaultState), [hydrated]);
  const [edited, setEdited] = useState<CalculatorState | null>(null);
  useEffect(() => {
    if (edited) saveState(edited);
  }, [edited]);
  const setState = useCallback(
    (change: (state: CalculatorState) => CalculatorState) =>
      setEdited((prev) => change(prev ?? loadState())),
    [],
  );
  return [edited ?? stored, setState] as const;
}
