import { choiceField, filterFormIn, searchField } from '../../components/directory/filterSpec';
import type { DealsFilter } from '../../data/query';
import { dealCategoryOptions } from './dealCategories';
import { t } from './words';

/** VetDeals' filters: words and a category. */
export const dealFilterForm = filterFormIn<DealsFilter>(() => ({
  label: t('vetdeals.filter.label'),
  submitLabel: t('vetdeals.filter.submit'),
  fields: [
    searchField('search', t('vetdeals.filter.search'), t('vetdeals.filter.searchHelp')),
    choiceField(
      'category',
      t('vetdeals.filter.category'),
      t('vetdeals.filter.allCategories'),
      dealCategoryOptions(),
    ),
  ],
}));
