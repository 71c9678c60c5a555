/**
 * VA's claim step model from data/va/claim-phases.json: 8 steps for compensation and pension
 * claims, 5 for other claims. A claim moves forward, and from steps 4, 5 and 6 of the 8-step
 * view it can move back to step 3 (evidence gathering) whenever more evidence is needed or sent.
 */
import phases from '../../../data/va/claim-phases.json';
import type { ClaimHistoryEntry, ClaimRecord } from '../../data/localDb';
import { fromData } from './dataWords';
import { t } from './words';

export type ClaimKind = ClaimRecord['kind'];

/** A step in VA's words, in the page's language (said when the steps are asked for). */
export interface ClaimStep {
  step: number;
  name: string;
  meaning: string;
}

/** Labels are message ids. */
export const claimKindLabels: Record<ClaimKind, string> = {
  compensation: 'benefits.kind.compensation',
  pension: 'benefits.kind.pension',
  other: 'benefits.kind.other',
};

export const EVIDENCE_GATHERING_STEP = 3;

/** A step of the data, with the message ids its words are said by. */
interface DataStep extends ClaimStep {
  id: string;
}

const eightSteps: DataStep[] = phases.eight_steps.map((s) => ({
  step: s.step,
  id: `benefits.phase.${s.phaseType}`,
  name: s.name,
  meaning: s.meaning,
}));

const fiveSteps: DataStep[] = phases.five_steps.map((s) => ({
  step: s.step,
  id: `benefits.phase5.${s.status}`,
  // The data keeps a note on the legacy label in parentheses; VA.gov's UI text is "Closed".
  name: s.ui.replace(/^Step \d of \d: /, ''),
  meaning: s.meaning,
}));

export function stepsFor(kind: ClaimKind): ClaimStep[] {
  return (kind === 'other' ? fiveSteps : eightSteps).map((s) => ({
    step: s.step,
    name: fromData(`${s.id}.name`, s.name),
    meaning: fromData(`${s.id}.meaning`, s.meaning),
  }));
}

export function stepName(kind: ClaimKind, step: number): string {
  return (
    stepsFor(kind).find((s) => s.step === step)?.name ?? t('benefits.tracker.stepNumber', { step })
  );
}

/** True when the claim is at the last step (decided or closed): nothing follows. */
export function isFinished(kind: ClaimKind, step: number): boolean {
  return step === stepsFor(kind).length;
}

/** Steps that can go back to evidence gathering (8-step view only). */
function canMoveBack(kind: ClaimKind, step: number): boolean {
  return kind !== 'other' && step >= 4 && step <= 6;
}

/** The steps a claim at `step` can be moved to: any later step, or back to evidence gathering. */
export function nextStepsFrom(kind: ClaimKind, step: number): ClaimStep[] {
  return stepsFor(kind).filter(
    (s) => s.step > step || (s.step === EVIDENCE_GATHERING_STEP && canMoveBack(kind, step)),
  );
}

export function isMoveBack(from: number, to: number): boolean {
  return to < from;
}

export class StepChangeError extends Error {}

/** The claim after the veteran records a new step on `on` (YYYY-MM-DD). */
export function moveClaim(
  claim: ClaimRecord,
  to: number,
  on: string,
  note: string | undefined,
  now: Date = new Date(),
): ClaimRecord {
  if (!nextStepsFrom(claim.kind, claim.step).some((s) => s.step === to)) {
    throw new StepChangeError(
      t('benefits.tracker.cannotMove', {
        from: stepName(claim.kind, claim.step),
        to: stepName(claim.kind, to),
      }),
    );
  }
  const entry: ClaimHistoryEntry = { on, step: to, recordedAt: now.toISOString() };
  const trimmed = note?.trim();
  if (trimmed) entry.note = trimmed;
  return { ...claim, step: to, history: [...claim.history, entry], updatedAt: now.toISOString() };
}

export interface NewClaim {
  kind: ClaimKind;
  label: string;
  filedOn: string;
  step: number;
}

/**
 * A new claim record. Its first history entry is dated the filing date when the claim starts at
 * step 1, otherwise `today` (YYYY-MM-DD): the day the veteran recorded where it stood.
 */
export function createClaim(
  input: NewClaim,
  id: string,
  today: string,
  now: Date = new Date(),
): ClaimRecord {
  const steps = stepsFor(input.kind);
  if (!steps.some((s) => s.step === input.step)) {
    throw new StepChangeError(t('benefits.tracker.noSuchStep', { step: input.step }));
  }
  const at = now.toISOString();
  return {
    id,
    kind: input.kind,
    label: input.label.trim(),
    filedOn: input.filedOn,
    step: input.step,
    history: [{ on: input.step === 1 ? input.filedOn : today, step: input.step, recordedAt: at }],
    createdAt: at,
    updatedAt: at,
  };
}
