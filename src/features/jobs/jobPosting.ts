/** The job form: what a partner fills in, and the unemployment_jobs row it becomes. */
import { stateOptions } from '../../lib/usStates';
import { optionsOf } from '../../lib/options';
import { employmentTypes, jobFormSchema } from './jobSchema';
import { notInThePast } from '../../components/posting/fieldChecks';
import { webAddressField } from '../../components/posting/webAddressField';
import { slugPosting } from '../../components/posting/slugPayload';
import { jobRecord } from '../../data/records';
import { requiredTextField, type StepSpec } from '../../components/posting/postingKind';
import { languageField } from '../../components/posting/languageField';
import { t } from './words';

/** The form's steps, in the page's language: made each time the form or a page reads them. */
function jobSteps(): StepSpec[] {
  return [
    {
      title: t('jobs.form.roleStep'),
      fields: [
        requiredTextField('title', t('jobs.form.title')),
        requiredTextField('employer', t('jobs.form.employer')),
        {
          name: 'employment_type',
          label: t('jobs.form.type'),
          kind: 'select',
          required: true,
          options: optionsOf(employmentTypes).map(({ value, label }) => ({
            value,
            label: t(label),
          })),
        },
        {
          name: 'description',
          label: t('jobs.form.description'),
          kind: 'textarea',
          required: true,
          maxLength: 20000,
          help: t('jobs.form.descriptionHelp'),
        },
        languageField(t('jobs.form.language'), t('jobs.form.languageHelp')),
      ],
    },
    {
      title: t('jobs.form.whereStep'),
      fields: [
        { name: 'remote', label: t('jobs.form.remote'), kind: 'checkbox' },
        { name: 'city', label: t('jobs.form.city'), kind: 'text', maxLength: 100 },
        {
          name: 'state',
          label: t('jobs.form.state'),
          kind: 'select',
          options: stateOptions(),
          requiredWhen: (values) => values.remote !== true,
          rule: t('jobs.form.stateRule'),
        },
        { name: 'salary_min', label: t('jobs.form.salaryMin'), kind: 'number' },
        { name: 'salary_max', label: t('jobs.form.salaryMax'), kind: 'number' },
        {
          name: 'salary_period',
          label: t('jobs.form.period'),
          kind: 'select',
          options: [
            { value: 'year', label: t('jobs.form.year') },
            { value: 'hour', label: t('jobs.form.hour') },
          ],
        },
      ],
    },
    {
      title: t('jobs.form.applyStep'),
      fields: [
        webAddressField('apply_url', t('jobs.form.applyUrl'), t('jobs.form.applyUrlHelp')),
        {
          name: 'expires_at',
          label: t('jobs.form.closing'),
          kind: 'date',
          check: notInThePast,
          rule: t('jobs.form.closingRule'),
        },
      ],
    },
  ];
}

export const jobPosting = slugPosting(jobRecord, jobFormSchema, {
  slugFrom: ['title', 'job'],
  steps: jobSteps,
  sent: () => ({ live: t('jobs.sent.live'), waiting: t('jobs.sent.waiting') }),
});
