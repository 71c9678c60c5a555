import type { RunningDeadline } from './claimDeadlines';
import { readableDate } from './readableDate';

export const daysInWords = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** "Due 2 March 2027: 94 days left.", "Due today, …" or "Passed on …, 3 days ago." */
export function dueInWords(r: RunningDeadline): string {
  const due = readableDate(r.dueOn);
  if (r.daysLeft > 0) return `Due ${due}: ${daysInWords(r.daysLeft)} left.`;
  if (r.daysLeft === 0) return `Due today, ${due}.`;
  return `Passed on ${due}, ${daysInWords(-r.daysLeft)} ago.`;
}
