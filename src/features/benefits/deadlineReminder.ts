/**
 * The reminder a veteran opted into: when VetHub opens, the nearest VA time limit within the
 * first of WARNING_DAYS, from the claims on this device (so it works offline too).
 */
import { useAtomValue } from 'jotai';
import type { ClaimRecord } from '../../data/localDb';
import { useOwnClaims } from '../../data/claimsStore';
import { deadlineRemindersAtom } from '../../data/settings';
import { localToday } from '../../lib/localToday';
import { runningDeadlines, WARNING_DAYS, type RunningDeadline } from './claimDeadlines';

export interface DeadlineReminder {
  claimLabel: string;
  nearest: RunningDeadline;
  /** How many other time limits are also within the reminder's window. */
  others: number;
}

export const REMINDER_WINDOW_DAYS = WARNING_DAYS[0];

export function reminderFor(
  claims: readonly ClaimRecord[],
  today: string,
): DeadlineReminder | null {
  const due = claims
    .flatMap((claim) => runningDeadlines(claim.startDates ?? {}, today).map((r) => ({ claim, r })))
    .filter(({ r }) => r.daysLeft >= 0 && r.daysLeft <= REMINDER_WINDOW_DAYS)
    .sort((a, b) => a.r.daysLeft - b.r.daysLeft);
  const first = due[0];
  if (!first) return null;
  return { claimLabel: first.claim.label, nearest: first.r, others: due.length - 1 };
}

/** The reminder to show now, or null when reminders are off or nothing is near. */
export function useDeadlineReminder(): DeadlineReminder | null {
  const enabled = useAtomValue(deadlineRemindersAtom);
  // Straight from the store: the tracker's forms (and all of benefits' words) stay off every page.
  const claims = useOwnClaims();
  if (!enabled || !claims) return null;
  return reminderFor(claims, localToday());
}
