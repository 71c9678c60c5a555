import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { DealsFilter } from '../../data/query';
import { dealRecord } from '../../data/records';

interface DealFiltersProps {
  filter: DealsFilter;
  onApply: (filter: DealsFilter) => void;
}

/** Applied on "Show deals", one history entry per search (see ServiceFilters). */
export function DealFilters({ filter, onApply }: DealFiltersProps) {
  const [draft, setDraft] = useState<DealsFilter>(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  return (
    <form onSubmit={submit} aria-label="Filter deals">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Search"
          description="Words in the deal, the business or the description"
          value={draft.search ?? ''}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDraft((d) => ({ ...d, search: value.trim() ? value : undefined }));
          }}
        />
        <Select
          label="Category"
          placeholder="All categories"
          data={dealRecord.categories.map((c) => c.value)}
          value={draft.category ?? null}
          onChange={(value) => setDraft((d) => ({ ...d, category: value ?? undefined }))}
          clearable
        />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit">Show deals</Button>
        <Button variant="outline" onClick={() => onApply({ table: 'vet_deals', page: 1 })}>
          Clear filters
        </Button>
      </Group>
    </form>
  );
}
