import { vreChapter } from '../../lib/entitlements';
import { stateName } from '../../lib/usStates';
import { valueLabel } from '../../lib/options';
import type { JobRecord } from './jobSchema';
import { t } from './words';

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/** "$45,000–$60,000 a year", "From $18 an hour", or null when no pay is listed. */
export function jobPay(job: Pick<JobRecord, 'salary_min' | 'salary_max' | 'salary_period'>) {
  const per = job.salary_period === 'hour' ? 'hour' : 'year';
  const { salary_min: min, salary_max: max } = job;
  if (min != null && max != null)
    return t('jobs.pay.range', { min: money(min), max: money(max), per });
  if (min != null) return t('jobs.pay.from', { min: money(min), per });
  if (max != null) return t('jobs.pay.upTo', { max: money(max), per });
  return null;
}

export function jobPlace(job: Pick<JobRecord, 'city' | 'state' | 'remote'>): string {
  const place = [job.city, stateName(job.state)].filter(Boolean).join(', ');
  if (job.remote) return place ? t('jobs.place.remoteOr', { place }) : t('jobs.remote');
  return place || t('jobs.place.notListed');
}

/** "Software Developer at Acme": a job's name for its save and share buttons. */
export function jobLabel(job: Pick<JobRecord, 'title' | 'employer'>): string {
  return t('jobs.label', { title: job.title, employer: job.employer });
}

// The card's badge: the stored value in English ("full-time"), said in the page's language.
const TYPE_BADGES = new Map([
  ['full-time', 'jobs.typeBadge.fullTime'],
  ['part-time', 'jobs.typeBadge.partTime'],
  ['contract', 'jobs.typeBadge.contract'],
  ['temporary', 'jobs.typeBadge.temporary'],
  ['internship', 'jobs.typeBadge.internship'],
]);

/** A job's kind of work as its badge says it; a value with no message is shown as stored. */
export const employmentTypeBadge = valueLabel(TYPE_BADGES, t);

/**
 * VR&E's name in the page's language, with the chapter the data gives: the English message says
 * exactly what data/va/entitlements.json names it (tests/unit/features/jobs checks).
 */
export const vreName = () => t('jobs.vre', { chapter: vreChapter() });
