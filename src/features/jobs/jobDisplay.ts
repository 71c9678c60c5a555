import { stateName } from '../../lib/usStates';
import type { JobRecord } from './jobSchema';

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/** "$45,000–$60,000 a year", "From $18 an hour", or null when no pay is listed. */
export function jobPay(job: Pick<JobRecord, 'salary_min' | 'salary_max' | 'salary_period'>) {
  const per = job.salary_period === 'hour' ? 'an hour' : 'a year';
  const { salary_min: min, salary_max: max } = job;
  if (min != null && max != null) return `${money(min)}–${money(max)} ${per}`;
  if (min != null) return `From ${money(min)} ${per}`;
  if (max != null) return `Up to ${money(max)} ${per}`;
  return null;
}

export function jobPlace(job: Pick<JobRecord, 'city' | 'state' | 'remote'>): string {
  const place = [job.city, stateName(job.state)].filter(Boolean).join(', ');
  if (job.remote) return place ? `Remote or ${place}` : 'Remote';
  return place || 'Location not listed';
}
