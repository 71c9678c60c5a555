import type { FilterFormSpec } from '../../components/directory/FilterForm';
import type { FilterField } from '../../components/directory/FilterFieldInput';
import { stateFilterField } from '../../components/directory/stateFilterField';
import type { JobsFilter } from '../../data/query';
import { t } from './words';

/**
 * The job board's filters: words, a state, remote only. Getters, so the words are made when the
 * form reads them, in the page's language, not when this module loads.
 */
export const jobFilterForm: FilterFormSpec<JobsFilter> = {
  get label() {
    return t('jobs.filter.label');
  },
  get submitLabel() {
    return t('jobs.filter.submit');
  },
  get fields(): FilterField<JobsFilter>[] {
    return [
      {
        kind: 'words',
        key: 'keyword',
        name: 'q',
        label: t('jobs.filter.keyword'),
        description: t('jobs.filter.keywordHelp'),
      },
      stateFilterField,
      { kind: 'flag', key: 'remote', label: t('jobs.filter.remote') },
    ];
  },
};
