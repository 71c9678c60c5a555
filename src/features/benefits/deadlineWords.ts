import { currentLanguage } from '../../lib/i18n';
import type { Deadline, RunningDeadline } from './claimDeadlines';
import { readableDate } from '../../lib/longDate';
import { t } from './deadlines/words';

/** A time limit's words in the page's language: data/va/deadlines.json holds both. */
export function deadlineText(deadline: Deadline): {
  label: string;
  starts: string;
  ifMissed: string;
} {
  const words = currentLanguage() === 'es' ? deadline.es : deadline;
  return { label: words.label, starts: words.starts, ifMissed: words.if_missed };
}

export const daysInWords = (n: number) => t('benefits.deadline.days', { count: n });

/** "Due 2 March 2027: 94 days left.", "Due today, …" or "Passed on …, 3 days ago." */
export function dueInWords(r: RunningDeadline): string {
  const date = readableDate(r.dueOn);
  if (r.daysLeft > 0) return t('benefits.deadline.due', { date, count: r.daysLeft });
  if (r.daysLeft === 0) return t('benefits.deadline.dueToday', { date });
  return t('benefits.deadline.passed', { date, days: daysInWords(-r.daysLeft) });
}
