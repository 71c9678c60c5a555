/**
 * The directory's filter form. Values are applied together on "Show listings" (one history entry
 * per search, so Back returns to the previous search); the URL is the source of truth and the
 * page remounts this form when it changes.
 */
import { Autocomplete, Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { FilterForm } from '../../components/directory/FilterForm';
import { typed, useFilterDraft } from '../../components/directory/useFilterDraft';
import type { ServiceReach, ServicesFilter } from '../../data/query';
import { useCategoryMap } from '../../data/query';
import { stateOptions } from '../../lib/usStates';
import { categoryOptions, knownCredentials, reachLabels } from './serviceCredentials';

interface ServiceFiltersProps {
  filter: ServicesFilter;
  onApply: (filter: ServicesFilter) => void;
}

const reachOptions = Object.entries(reachLabels).map(([value, label]) => ({ value, label }));

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
        <Select
          label="Category"
          name="category"
          placeholder="All categories"
          data={[...categoryOptions]}
          value={draft.category ?? null}
          onChange={(value) => set({ category: value ?? undefined })}
          clearable
        />
        <Autocomplete
          label="Service"
          name="service"
          description="One kind of help, for example legal aid"
          data={serviceTypes}
          value={draft.service ?? ''}
          onChange={(value) => set({ service: typed(value) })}
        />
        <Autocomplete
          label="Credential"
          name="credential"
          data={[...knownCredentials]}
          value={draft.credential ?? ''}
          onChange={(value) => set({ credential: typed(value) })}
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
        <TextInput
          label="ZIP code"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          value={draft.zipcode ?? ''}
          onChange={(e) => set({ zipcode: typed(e.currentTarget.value) })}
        />
        <Select
          label="Reach"
          name="type"
          placeholder="Any reach"
          data={reachOptions}
          value={draft.type ?? null}
          onChange={(value) => set({ type: (value as ServiceReach | null) ?? undefined })}
          clearable
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
