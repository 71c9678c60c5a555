/**
 * What a stored claim may hold, for the tracker's forms and for a backup file alike: the step
 * counts come from VA's step model (data/va/claim-phases.json).
 */
import phases from '../../data/va/claim-phases.json';
import type { ClaimRecord } from './localDbTypes';

export const CLAIM_LABEL_MAX = 80;
export const CLAIM_NOTE_MAX = 200;

/** How many steps VA's view has for this kind of claim: 8, or 5 for other claims. */
export function stepCount(kind: ClaimRecord['kind']): number {
  return kind === 'other' ? phases.five_steps.length : phases.eight_steps.length;
}
