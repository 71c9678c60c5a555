import type { FilterFormSpec } from '../../components/directory/FilterForm';
import type { DealsFilter } from '../../data/query';
import { dealRecord } from '../../data/records';

const categories = dealRecord.categories.map((c) => c.value);

/** VetDeals' filters: words and a category. */
export const dealFilterForm: FilterFormSpec<DealsFilter> = {
  label: 'Filter deals',
  submitLabel: 'Show deals',
  fields: [
    {
      kind: 'words',
      key: 'search',
      name: 'q',
      label: 'Search',
      description: 'Words in the deal, the business or the description',
    },
    {
      kind: 'choice',
      key: 'category',
      label: 'Category',
      data: [{ value: '', label: 'All categories' }, ...categories],
    },
  ],
};
