import { useMemo } from 'react';
import type { FilterFormSpec } from '../../components/directory/FilterForm';
import { choiceField, searchField } from '../../components/directory/filterSpec';
import { stateFilterField } from '../../components/directory/stateFilterField';
import { useCategoryMap, type ServicesFilter } from '../../data/query';
import { NearMeFields } from './NearMeFields';
import { categoryOptions, knownCredentials, REACHES, reachLabel } from './serviceCredentials';
import { t } from './words';

/** What is wrong with the near-me ZIP code of the list shown, and that ZIP code. */
export type NearError = { zip: string; message: string } | undefined;

/** The filters' words are made when the form is made, in the page's language. */
function serviceFilterForm(
  serviceTypes: readonly string[],
  nearError: NearError,
): FilterFormSpec<ServicesFilter> {
  return {
    label: t('services.filter.label'),
    submitLabel: t('services.filter.submit'),
    cols: { base: 1, sm: 2, lg: 3 },
    fields: [
      searchField('search', t('services.filter.search'), t('services.filter.searchHelp')),
      choiceField(
        'category',
        t('services.filter.category'),
        t('services.filter.allCategories'),
        categoryOptions(),
      ),
      {
        kind: 'words',
        key: 'service',
        label: t('services.filter.service'),
        description: t('services.filter.serviceHelp'),
        suggestions: serviceTypes,
      },
      {
        kind: 'words',
        key: 'credential',
        label: t('services.filter.credential'),
        suggestions: knownCredentials,
      },
      stateFilterField,
      {
        kind: 'words',
        key: 'zipcode',
        name: 'zip',
        label: t('services.filter.zipCode'),
        inputMode: 'numeric',
        autoComplete: 'postal-code',
      },
      {
        kind: 'custom',
        key: 'near',
        label: t('services.filter.nearZip'),
        render: (draft, set) => (
          <NearMeFields near={draft.near} onChange={(near) => set({ near })} error={nearError} />
        ),
      },
      choiceField(
        'type',
        t('services.filter.reach'),
        t('services.filter.anyReach'),
        REACHES.map((value) => ({ value, label: reachLabel(value) })),
      ),
      { kind: 'flag', key: 'isHome', name: 'home', label: t('services.filter.homeBased') },
      { kind: 'flag', key: 'sponsored', label: t('services.filter.sponsored') },
    ],
  };
}

/** The services directory's filters; its kinds of help come from the mirror's categories. */
export function useServiceFilterForm(nearError: NearError): FilterFormSpec<ServicesFilter> {
  const categories = useCategoryMap();
  // The page's language is set once, as the app starts (a switch opens the other language's page).
  return useMemo(
    () => serviceFilterForm([...new Set(Object.values(categories).flat())].sort(), nearError),
    [categories, nearError],
  );
}
