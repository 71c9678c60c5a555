/**
 * VA's time limits (data/va/deadlines.json) from the dates a veteran records. Periods are
 * calendar periods from the start date, as the file says: one year is the same date a year
 * later, and a start on 29 February ends on 28 February when the later year has no leap day.
 * Only deadlines the file holds are ever shown, and only once their start date is recorded.
 */
import file from '../../../data/va/deadlines.json' with { type: 'json' };
import type { ClaimStartDates, ClaimStartEvent } from '../../data/localDb';

export type Deadline = (typeof file.deadlines)[number];
interface Period {
  years?: number;
  days?: number;
}

export const deadlines: readonly Deadline[] = file.deadlines;
export const deadlinesChecked = file.checked;

/** Which recorded date starts each deadline of the file, by its id. */
export const deadlineStarts: Readonly<Record<string, ClaimStartEvent>> = {
  'intent-to-file': 'intentToFile',
  'higher-level-review': 'decisionNotice',
  'supplemental-claim-continuity': 'decisionNotice',
  'board-appeal': 'decisionNotice',
  'board-evidence-docket': 'boardReceived',
  'board-hearing-evidence': 'boardHearing',
  'court-appeal': 'boardDecisionMailed',
};

/** The dates the tracker asks for, in the order a claim meets them. */
export const startEvents: readonly ClaimStartEvent[] = [
  'intentToFile',
  'decisionNotice',
  'boardReceived',
  'boardHearing',
  'boardDecisionMailed',
];

/** Days left at which a running deadline is called out, the nearest last. */
export const WARNING_DAYS = [90, 30, 7] as const;

/** WARNING_DAYS for a sentence: `days` ("90, 30") and the `last` ("7"), which "and" joins. */
export const warningDays = () => ({
  days: WARNING_DAYS.slice(0, -1).join(', '),
  last: WARNING_DAYS.at(-1) ?? '',
});

const dayNumber = (isoDay: string): number => {
  const [y, m, d] = isoDay.split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / 86_400_000;
};

const isoOf = (utc: Date): string => utc.toISOString().slice(0, 10);

/** The start date plus a calendar period, YYYY-MM-DD. */
export function addPeriod(isoDay: string, period: Period): string {
  const [y = 0, m = 1, d = 1] = isoDay.split('-').map(Number);
  const year = y + (period.years ?? 0);
  // The same day of the same month, or that month's last day when it is shorter (29 February).
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const shifted = new Date(Date.UTC(year, m - 1, Math.min(d, lastDay)));
  shifted.setUTCDate(shifted.getUTCDate() + (period.days ?? 0));
  return isoOf(shifted);
}

/** Whole calendar days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

export interface RunningDeadline {
  deadline: Deadline;
  startedOn: string;
  dueOn: string;
  /** Calendar days from today to the due date; negative once it has passed. */
  daysLeft: number;
  /** The nearest of WARNING_DAYS the deadline is within, if any (not set once passed). */
  warning?: (typeof WARNING_DAYS)[number];
}

/** Every deadline whose start date is recorded, the soonest first; passed ones last. */
export function runningDeadlines(dates: ClaimStartDates, today: string): RunningDeadline[] {
  const running: RunningDeadline[] = [];
  for (const deadline of deadlines) {
    const event = deadlineStarts[deadline.id];
    const startedOn = event ? dates[event] : undefined;
    if (!startedOn) continue;
    const dueOn = addPeriod(startedOn, deadline.period);
    const daysLeft = daysBetween(today, dueOn);
    const warning =
      daysLeft < 0 ? undefined : [...WARNING_DAYS].reverse().find((w) => daysLeft <= w);
    running.push({ deadline, startedOn, dueOn, daysLeft, ...(warning ? { warning } : {}) });
  }
  const rank = (r: RunningDeadline) => (r.daysLeft < 0 ? Infinity : r.daysLeft);
  return running.sort((a, b) => rank(a) - rank(b) || b.daysLeft - a.daysLeft);
}
