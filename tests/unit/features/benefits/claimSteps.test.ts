// @vitest-environment node
import { describe, expect, it } from 'vitest';
import phases from '../../../../data/va/claim-phases.json';
import {
  createClaim,
  isFinished,
  moveClaim,
  nextStepsFrom,
  StepChangeError,
  stepsFor,
} from '../../../../src/features/benefits/claimSteps';

const now = new Date('2026-03-01T12:00:00.000Z');
const compensation = createClaim(
  { kind: 'compensation', label: 'Knee', filedOn: '2026-01-05', step: 1 },
  'c1',
  '2026-03-01',
  now,
);

const numbers = (steps: { step: number }[]) => steps.map((s) => s.step);

describe('claim step model', () => {
  it('uses the 8 steps for compensation and pension and the 5 steps for other claims', () => {
    expect(stepsFor('compensation').map((s) => s.name)).toEqual(
      phases.eight_steps.map((s) => s.name),
    );
    expect(stepsFor('pension')).toHaveLength(8);
    expect(stepsFor('other').map((s) => s.name)).toEqual([
      'Claim received',
      'Initial review',
      'Evidence gathering, review, and decision',
      'Preparation for notification',
      'Closed',
    ]);
    expect(stepsFor('compensation')[2]?.meaning).toBe(phases.eight_steps[2]?.meaning);
  });

  it('starts the history at the filed date for a step 1 claim, else at the day recorded', () => {
    expect(compensation.history).toEqual([
      { on: '2026-01-05', step: 1, recordedAt: now.toISOString() },
    ]);
    const later = createClaim(
      { kind: 'other', label: 'Education', filedOn: '2026-01-05', step: 3 },
      'c2',
      '2026-03-01',
      now,
    );
    expect(later.history[0]?.on).toBe('2026-03-01');
    expect(() =>
      createClaim(
        { kind: 'other', label: 'x', filedOn: '2026-01-05', step: 6 },
        'c3',
        '2026-03-01',
      ),
    ).toThrow(StepChangeError);
  });

  it('moves forward to any later step and records each change with its date and note', () => {
    const reviewed = moveClaim(compensation, 2, '2026-01-20', '  letter came  ', now);
    const gathering = moveClaim(reviewed, 3, '2026-02-02', '', now);
    expect(gathering.step).toBe(3);
    expect(gathering.history.map((h) => [h.on, h.step, h.note])).toEqual([
      ['2026-01-05', 1, undefined],
      ['2026-01-20', 2, 'letter came'],
      ['2026-02-02', 3, undefined],
    ]);
    expect(moveClaim(gathering, 7, '2026-02-03', undefined, now).step).toBe(7);
  });

  it('lets steps 4, 5 and 6 move back to evidence gathering, and nothing else move back', () => {
    for (const from of [4, 5, 6]) {
      const at = { ...compensation, step: from };
      expect(numbers(nextStepsFrom('compensation', from))).toContain(3);
      const back = moveClaim(at, 3, '2026-02-10', 'VA asked for records', now);
      expect(back.step).toBe(3);
      expect(back.history.at(-1)).toMatchObject({ step: 3, note: 'VA asked for records' });
    }
    expect(numbers(nextStepsFrom('compensation', 3))).toEqual([4, 5, 6, 7, 8]);
    expect(numbers(nextStepsFrom('compensation', 7))).toEqual([8]);
    expect(numbers(nextStepsFrom('pension', 5))).toEqual([3, 6, 7, 8]);
    expect(() => moveClaim({ ...compensation, step: 7 }, 3, '2026-02-10', undefined)).toThrow(
      StepChangeError,
    );
    expect(() => moveClaim({ ...compensation, step: 5 }, 2, '2026-02-10', undefined)).toThrow(
      StepChangeError,
    );
    // The 5-step view has no way back: its step 3 already covers evidence, review and decision.
    expect(numbers(nextStepsFrom('other', 4))).toEqual([5]);
  });

  it('ends at the decided or closed step', () => {
    expect(isFinished('compensation', 8)).toBe(true);
    expect(isFinished('other', 5)).toBe(true);
    expect(isFinished('compensation', 5)).toBe(false);
    expect(nextStepsFrom('compensation', 8)).toEqual([]);
    expect(() => moveClaim(compensation, 1, '2026-02-01', undefined)).toThrow(StepChangeError);
  });
});
