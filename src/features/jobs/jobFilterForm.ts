import { filterFormIn, searchField } from '../../components/directory/filterSpec';
import { stateFilterField } from '../../components/directory/stateFilterField';
import type { JobsFilter } from '../../data/query';
import { t } from './words';

/** The job board's filters: words, a state, remote only. */
export const jobFilterForm = filterFormIn<JobsFilter>(() => ({
  label: t('jobs.filter.label'),
  submitLabel: t('jobs.filter.submit'),
  fields: [
    searchField('keyword', t('jobs.filter.keyword'), t('jobs.filter.keywordHelp')),
    stateFilterField,
    { kind: 'flag', key: 'remote', label: t('jobs.filter.remote') },
  ],
}));
