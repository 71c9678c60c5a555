/**
 * The unemployment job board record: one schema parses rows and, through `jobFormSchema`, checks
 * a partner's posting in the form and in the outbox.
 */
import { z } from 'zod';
import { valuesOf } from '../../lib/options';
import {
  optionalText,
  requiredText,
  rowColumns,
  serverSetColumns,
  stateCode,
} from '../../lib/recordColumns';
import { t } from './words';

/** The kinds of work a job can be, with the message ids of the names the form shows. */
export const employmentTypes = {
  'full-time': 'jobs.type.fullTime',
  'part-time': 'jobs.type.partTime',
  contract: 'jobs.type.contract',
  temporary: 'jobs.type.temporary',
  internship: 'jobs.type.internship',
};

export const jobSchema = z.object({
  ...rowColumns,
  title: requiredText(() => t('jobs.schema.titleMissing')),
  slug: z.string(),
  employer: requiredText(() => t('jobs.schema.employerMissing')),
  city: optionalText(100),
  state: stateCode,
  remote: z.boolean(),
  employment_type: z.enum(valuesOf(employmentTypes)).nullish(),
  salary_min: z.number().int().min(0).nullish(),
  salary_max: z.number().int().min(0).nullish(),
  salary_period: z.enum(['year', 'hour']).nullish(),
  description: optionalText(20000),
  apply_url: optionalText(500),
  status: z.enum(['active', 'pending', 'closed', 'inactive']),
  posted_at: z.string().nullish(),
  expires_at: z.string().nullish(),
  updated_at: z.string(),
});

export type JobRecord = z.infer<typeof jobSchema>;

export const jobFormSchema = jobSchema
  .omit({ ...serverSetColumns, posted_at: true })
  .refine(
    (job) => job.salary_max == null || job.salary_min == null || job.salary_max >= job.salary_min,
    {
      error: () => t('jobs.schema.payOrder'),
      path: ['salary_max'],
    },
  );

export type JobFormValues = z.infer<typeof jobFormSchema>;
