import type { FilterFormSpec } from '../../components/directory/FilterForm';
import { stateFilterField } from '../../components/directory/stateFilterField';
import type { JobsFilter } from '../../data/query';

/** The job board's filters: words, a state, remote only. */
export const jobFilterForm: FilterFormSpec<JobsFilter> = {
  label: 'Filter jobs',
  submitLabel: 'Show jobs',
  fields: [
    {
      kind: 'words',
      key: 'keyword',
      name: 'q',
      label: 'Keyword',
      description: 'Words in the job title, employer or description',
    },
    stateFilterField,
    { kind: 'flag', key: 'remote', label: 'Remote jobs only' },
  ],
};
