import { Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { FilterForm } from '../../components/directory/FilterForm';
import { typed, useFilterDraft } from '../../components/directory/useFilterDraft';
import type { JobsFilter } from '../../data/query';
import { stateOptions } from '../../lib/usStates';

const stateChoices = [{ value: '', label: 'All states' }, ...stateOptions];

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
        <NativeSelect
          label="State"
          name="state"
          data={stateChoices}
          value={draft.state ?? ''}
          onChange={(e) => set({ state: e.currentTarget.value || undefined })}
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
