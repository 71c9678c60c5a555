import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { FilterForm } from '../../components/directory/FilterForm';
import { typed, useFilterDraft } from '../../components/directory/useFilterDraft';
import type { JobsFilter } from '../../data/query';
import { stateOptions } from '../../lib/usStates';

export function JobFilters({
  filter,
  onApply,
}: {
  filter: JobsFilter;
  onApply: (f: JobsFilter) => void;
}) {
  const { draft, set, submit } = useFilterDraft(filter, onApply);
  return (
    <FilterForm
      label="Filter jobs"
      onSubmit={submit}
      submitLabel="Show jobs"
      onClear={() => onApply({ table: 'unemployment_jobs', page: 1 })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Keyword"
          name="q"
          description="Words in the job title, employer or description"
          value={draft.keyword ?? ''}
          onChange={(e) => set({ keyword: typed(e.currentTarget.value) })}
        />
        <Select
          label="State"
          name="state"
          placeholder="All states"
          data={stateOptions}
          value={draft.state ?? null}
          onChange={(value) => set({ state: value ?? undefined })}
          searchable
          clearable
        />
      </SimpleGrid>
      <Checkbox
        mt="md"
        label="Remote jobs only"
        name="remote"
        value="1"
        checked={draft.remote === true}
        onChange={(e) => set({ remote: e.currentTarget.checked || undefined })}
      />
    </FilterForm>
  );
}
