import { useMemo } from 'react';
import type { FilterFormSpec } from '../../components/directory/FilterForm';
import { stateFilterField } from '../../components/directory/stateFilterField';
import { useCategoryMap, type ServicesFilter } from '../../data/query';
import { categoryOptions, knownCredentials, reachLabels } from './serviceCredentials';

const reachChoices = [
  { value: '', label: 'Any reach' },
  ...Object.entries(reachLabels).map(([value, label]) => ({ value, label })),
];

function serviceFilterForm(serviceTypes: readonly string[]): FilterFormSpec<ServicesFilter> {
  return {
    label: 'Filter services',
    submitLabel: 'Show listings',
    cols: { base: 1, sm: 2, lg: 3 },
    fields: [
      {
        kind: 'words',
        key: 'search',
        name: 'q',
        label: 'Search',
        description: 'Words in the name or description',
      },
      {
        kind: 'choice',
        key: 'category',
        label: 'Category',
        data: [{ value: '', label: 'All categories' }, ...categoryOptions],
      },
      {
        kind: 'words',
        key: 'service',
        label: 'Service',
        description: 'One kind of help, for example legal aid',
        suggestions: serviceTypes,
      },
      { kind: 'words', key: 'credential', label: 'Credential', suggestions: knownCredentials },
      stateFilterField,
      {
        kind: 'words',
        key: 'zipcode',
        name: 'zip',
        label: 'ZIP code',
        inputMode: 'numeric',
        autoComplete: 'postal-code',
      },
      { kind: 'choice', key: 'type', label: 'Reach', data: reachChoices },
      { kind: 'flag', key: 'isHome', name: 'home', label: 'Home-based services only' },
      { kind: 'flag', key: 'sponsored', label: 'Sponsored listings only' },
    ],
  };
}

/** The services directory's filters; its kinds of help come from the mirror's categories. */
export function useServiceFilterForm(): FilterFormSpec<ServicesFilter> {
  const categories = useCategoryMap();
  return useMemo(
    () => serviceFilterForm([...new Set(Object.values(categories).flat())].sort()),
    [categories],
  );
}
