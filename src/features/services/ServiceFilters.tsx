/**
 * The directory's filter form. Values are applied together on "Show listings" (one history entry
 * per search, so Back returns to the previous search); the URL is the source of truth and the
 * page remounts this form when it changes.
 */
import { Checkbox, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { FilterForm } from '../../components/directory/FilterForm';
import { SuggestInput } from '../../components/directory/SuggestInput';
import { typed, useFilterDraft } from '../../components/directory/useFilterDraft';
import type { ServiceReach, ServicesFilter } from '../../data/query';
import { useCategoryMap } from '../../data/query';
import { stateOptions } from '../../lib/usStates';
import { categoryOptions, knownCredentials, reachLabels } from './serviceCredentials';

interface ServiceFiltersProps {
  filter: ServicesFilter;
  onApply: (filter: ServicesFilter) => void;
}

// Native selects: the phone's own picker, typing a letter jumps to it, and no popup code runs
// on a first visit. The empty first option is "no filter".
const categoryChoices = [{ value: '', label: 'All categories' }, ...categoryOptions];
const stateChoices = [{ value: '', label: 'All states' }, ...stateOptions];
const reachChoices = [
  { value: '', label: 'Any reach' },
  ...Object.entries(reachLabels).map(([value, label]) => ({ value, label })),
];

export function ServiceFilters({ filter, onApply }: ServiceFiltersProps) {
  const { draft, set, submit } = useFilterDraft(filter, onApply);
  const categories = useCategoryMap();
  const serviceTypes = useMemo(
    () => [...new Set(Object.values(categories).flat())].sort(),
    [categories],
  );

  return (
    <FilterForm
      label="Filter services"
      onSubmit={submit}
      submitLabel="Show listings"
      onClear={() => onApply({ table: 'services', page: 1 })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <TextInput
          label="Search"
          name="q"
          description="Words in the name or description"
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
        <SuggestInput
          label="Service"
          name="service"
          description="One kind of help, for example legal aid"
          suggestions={serviceTypes}
          value={draft.service ?? ''}
          onChange={(e) => set({ service: typed(e.currentTarget.value) })}
        />
        <SuggestInput
          label="Credential"
          name="credential"
          suggestions={knownCredentials}
          value={draft.credential ?? ''}
          onChange={(e) => set({ credential: typed(e.currentTarget.value) })}
        />
        <NativeSelect
          label="State"
          name="state"
          data={stateChoices}
          value={draft.state ?? ''}
          onChange={(e) => set({ state: e.currentTarget.value || undefined })}
        />
        <TextInput
          label="ZIP code"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          value={draft.zipcode ?? ''}
          onChange={(e) => set({ zipcode: typed(e.currentTarget.value) })}
        />
        <NativeSelect
          label="Reach"
          name="type"
          data={reachChoices}
          value={draft.type ?? ''}
          onChange={(e) => set({ type: (e.currentTarget.value as ServiceReach) || undefined })}
        />
      </SimpleGrid>
      <Group mt="md" gap="lg">
        <Checkbox
          label="Home-based services only"
          name="home"
          value="1"
          checked={draft.isHome === true}
          onChange={(e) => set({ isHome: e.currentTarget.checked || undefined })}
        />
        <Checkbox
          label="Sponsored listings only"
          name="sponsored"
          value="1"
          checked={draft.sponsored === true}
          onChange={(e) => set({ sponsored: e.currentTarget.checked || undefined })}
        />
      </Group>
    </FilterForm>
  );
}
