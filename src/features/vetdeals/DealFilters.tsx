import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { FilterForm } from '../../components/directory/FilterForm';
import { typed, useFilterDraft } from '../../components/directory/useFilterDraft';
import type { DealsFilter } from '../../data/query';
import { dealRecord } from '../../data/records';

interface DealFiltersProps {
  filter: DealsFilter;
  onApply: (filter: DealsFilter) => void;
}

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
        <Select
          label="Category"
          name="category"
          placeholder="All categories"
          data={dealRecord.categories.map((c) => c.value)}
          value={draft.category ?? null}
          onChange={(value) => set({ category: value ?? undefined })}
          clearable
        />
      </SimpleGrid>
    </FilterForm>
  );
}
