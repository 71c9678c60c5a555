import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { FilterForm } from '../../components/directory/FilterForm';
import { typed, useFilterDraft } from '../../components/directory/useFilterDraft';
import type { DealsFilter } from '../../data/query';
import { dealRecord } from '../../data/records';

interface DealFiltersProps {
  filter: DealsFilter;
  onApply: (filter: DealsFilter) => void;
}

const categoryChoices = [
  { value: '', label: 'All categories' },
  ...dealRecord.categories.map((c) => c.value),
];

/** Applied on "Show deals", one history entry per search (see ServiceFilters). */
export function DealFilters({ filter, onApply }: DealFiltersProps) {
  const { draft, set, submit } = useFilterDraft(filter, onApply);
  return (
    <FilterForm
      label="Filter deals"
      onSubmit={submit}
      submitLabel="Show deals"
      onClear={() => onApply({ table: 'vet_deals', page: 1 })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Search"
          name="q"
          description="Words in the deal, the business or the description"
          value={draft.search ?? ''}
          onChange={(e) => set({ search: typed(e.currentTarget.value) })}
        />
        <NativeSelect
          label="Category"
          name="category"
          data={categoryChoices}
          value={draft.category ?? ''}
          onChange={(e) => set({ category: e.currentTarget.value || undefined })}
        />
      </SimpleGrid>
    </FilterForm>
  );
}
