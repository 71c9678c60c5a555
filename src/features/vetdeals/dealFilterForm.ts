import type { FilterFormSpec } from '../../components/directory/FilterForm';
import type { FilterField } from '../../components/directory/FilterFieldInput';
import type { DealsFilter } from '../../data/query';
import { dealCategoryOptions } from './dealCategories';
import { t } from './words';

/**
 * VetDeals' filters: words and a category. Getters, so the words are made when the form reads
 * them, in the page's language, not when this module loads.
 */
export const dealFilterForm: FilterFormSpec<DealsFilter> = {
  get label() {
    return t('vetdeals.filter.label');
  },
  get submitLabel() {
    return t('vetdeals.filter.submit');
  },
  get fields(): FilterField<DealsFilter>[] {
    return [
      {
        kind: 'words',
        key: 'search',
        name: 'q',
        label: t('vetdeals.filter.search'),
        description: t('vetdeals.filter.searchHelp'),
      },
      {
        kind: 'choice',
        key: 'category',
        label: t('vetdeals.filter.category'),
        data: [{ value: '', label: t('vetdeals.filter.allCategories') }, ...dealCategoryOptions()],
      },
    ];
  },
};
