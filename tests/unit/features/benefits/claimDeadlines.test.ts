// @vitest-environment node
import { describe, expect, it } from 'vitest';
import file from '../../../../data/va/deadlines.json';
import {
  addPeriod,
  daysBetween,
  deadlineStarts,
  runningDeadlines,
} from '../../../../src/features/benefits/claimDeadlines';

describe('VA time limits from data/va/deadlines.json', () => {
  it('holds the seven time limits of the file, each with its rule', () => {
    expect(file.deadlines).toHaveLength(7);
    for (const d of file.deadlines) expect(d.source).toMatch(/^38 (CFR|U\.S\.C\.) /);
  });

  it('knows which recorded date starts every deadline in the file', () => {
    expect(Object.keys(deadlineStarts).sort()).toEqual(file.deadlines.map((d) => d.id).sort());
  });

  it('runs every deadline of the file from its start date', () => {
    const dates = {
      intentToFile: '2026-03-02',
      decisionNotice: '2026-05-15',
      boardReceived: '2026-09-01',
      boardHearing: '2026-10-20',
      boardDecisionMailed: '2026-11-02',
    };
    const due = Object.fromEntries(
      runningDeadlines(dates, '2026-11-28').map((r) => [r.deadline.id, [r.dueOn, r.daysLeft]]),
    );
    expect(due).toEqual({
      'intent-to-file': ['2027-03-02', 94],
      'higher-level-review': ['2027-05-15', 168],
      'supplemental-claim-continuity': ['2027-05-15', 168],
      'board-appeal': ['2027-05-15', 168],
      'board-evidence-docket': ['2026-11-30', 2],
      'board-hearing-evidence': ['2027-01-18', 51],
      'court-appeal': ['2027-03-02', 94],
    });
  });

  it('shows only deadlines whose start is recorded, the nearest first and passed ones last', () => {
    const running = runningDeadlines(
      { intentToFile: '2025-10-01', boardHearing: '2026-10-20', boardReceived: '2025-01-01' },
      '2026-11-28',
    );
    expect(running.map((r) => [r.deadline.id, r.daysLeft, r.warning])).toEqual([
      ['board-hearing-evidence', 51, 90],
      ['intent-to-file', -58, undefined],
      ['board-evidence-docket', -606, undefined],
    ]);
    expect(runningDeadlines({}, '2026-11-28')).toEqual([]);
  });

  it('warns at 90, 30 and 7 days left, and on the day itself', () => {
    const warningAt = (today: string) =>
      runningDeadlines({ boardReceived: '2026-01-01' }, today)[0]?.warning;
    // Due 1 April 2026 (90 days from 1 January).
    expect(addPeriod('2026-01-01', { days: 90 })).toBe('2026-04-01');
    expect(warningAt('2026-01-01')).toBe(90);
    expect(warningAt('2025-12-31')).toBeUndefined();
    expect(warningAt('2026-03-01')).toBe(90);
    expect(warningAt('2026-03-02')).toBe(30);
    expect(warningAt('2026-03-25')).toBe(7);
    expect(warningAt('2026-04-01')).toBe(7);
    expect(warningAt('2026-04-02')).toBeUndefined();
  });

  it('counts a year from 29 February to 28 February, and across a leap day in full', () => {
    expect(addPeriod('2024-02-29', { years: 1 })).toBe('2025-02-28');
    expect(addPeriod('2027-02-28', { years: 1 })).toBe('2028-02-28');
    expect(addPeriod('2027-03-01', { years: 1 })).toBe('2028-03-01');
    expect(daysBetween('2027-03-01', '2028-03-01')).toBe(366);
    expect(addPeriod('2028-02-01', { days: 90 })).toBe('2028-05-01');
  });

  it('carries 90 and 120 days over month and year ends', () => {
    expect(addPeriod('2026-01-31', { days: 90 })).toBe('2026-05-01');
    expect(addPeriod('2026-10-31', { days: 120 })).toBe('2027-02-28');
    expect(addPeriod('2026-12-31', { years: 1 })).toBe('2027-12-31');
  });

  it('counts calendar days whatever the time zone or daylight saving', () => {
    // The dates are calendar days: the day the clocks change is one day like any other.
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2026-11-28', '2026-11-27')).toBe(-1);
  });
});
