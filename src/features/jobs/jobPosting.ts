/** The job form: what a partner fills in, and the unemployment_jobs row it becomes. */
import { stateOptions } from '../../lib/usStates';
import { optionsOf } from '../../lib/options';
import { employmentTypes, jobFormSchema } from './jobSchema';
import { notInThePast } from '../../components/posting/fieldChecks';
import { webAddressField } from '../../components/posting/webAddressField';
import { rowValues } from '../../components/posting/fieldValues';
import { slugPayload } from '../../components/posting/slugPayload';
import { jobRecord } from '../../data/records';
import type { PostingKind } from '../../components/posting/postingKind';
import { languageField } from '../../components/posting/languageField';

export const jobPosting: PostingKind = {
  ...jobRecord,
  sent: {
    live: 'Your job has been reviewed and is live on the job board.',
    waiting:
      'Thank you — your job was received. The VetHub team reviews it before it appears on the job board.',
  },
  schema: jobFormSchema,
  steps: [
    {
      title: 'The role',
      fields: [
        { name: 'title', label: 'Job title', kind: 'text', required: true, maxLength: 200 },
        { name: 'employer', label: 'Employer', kind: 'text', required: true, maxLength: 200 },
        {
          name: 'employment_type',
          label: 'Type of work',
          kind: 'select',
          required: true,
          options: optionsOf(employmentTypes),
        },
        {
          name: 'description',
          label: 'Description',
          kind: 'textarea',
          required: true,
          maxLength: 20000,
          help: 'The work, and what it needs: skills, experience, licenses or clearances.',
        },
        languageField(
          'Language of the job post',
          'The language you write the job post in. Spanish pages list job posts in Spanish first.',
        ),
      ],
    },
    {
      title: 'Where and pay',
      fields: [
        { name: 'remote', label: 'This job can be done remotely', kind: 'checkbox' },
        { name: 'city', label: 'City', kind: 'text', maxLength: 100 },
        {
          name: 'state',
          label: 'State',
          kind: 'select',
          options: stateOptions,
          requiredWhen: (values) => values.remote !== true,
          rule: 'required unless the job is remote',
        },
        { name: 'salary_min', label: 'Lowest pay (USD)', kind: 'number' },
        { name: 'salary_max', label: 'Highest pay (USD)', kind: 'number' },
        {
          name: 'salary_period',
          label: 'Pay per',
          kind: 'select',
          options: [
            { value: 'year', label: 'Year' },
            { value: 'hour', label: 'Hour' },
          ],
        },
      ],
    },
    {
      title: 'How to apply',
      fields: [
        webAddressField(
          'apply_url',
          'Application link',
          "The employer's page where veterans apply.",
        ),
        {
          name: 'expires_at',
          label: 'Closing date',
          kind: 'date',
          check: notInThePast,
          rule: 'today or later; leave empty if open until filled',
        },
      ],
    },
  ],
  toPayload: (values) => slugPayload(jobPosting, values, 'title', 'job'),
  fromRow: (row) => rowValues(jobPosting, row),
};
