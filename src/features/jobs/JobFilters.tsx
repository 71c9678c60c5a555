import { Button, Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { JobsFilter } from '../../data/query';
import { stateOptions } from '../../lib/usStates';

export function JobFilters({
  filter,
  onApply,
}: {
  filter: JobsFilter;
  onApply: (f: JobsFilter) => void;
}) {
  const [draft, setDraft] = useState<JobsFilter>(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  return (
    <form onSubmit={submit} aria-label="Filter jobs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Keyword"
          description="Words in the job title, employer or description"
          value={draft.keyword ?? ''}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDraft((d) => ({ ...d, keyword: value.trim() ? value : undefined }));
          }}
        />
        <Select
          label="State"
          placeholder="All states"
          data={stateOptions}
          value={draft.state ?? null}
          onChange={(value) => setDraft((d) => ({ ...d, state: value ?? undefined }))}
          searchable
          clearable
        />
      </SimpleGrid>
      <Checkbox
        mt="md"
        label="Remote jobs only"
        checked={draft.remote === true}
        onChange={(e) => {
          const checked = e.currentTarget.checked;
          setDraft((d) => ({ ...d, remote: checked || undefined }));
        }}
      />
      <Group mt="md">
        <Button type="submit">Show jobs</Button>
        <Button variant="outline" onClick={() => onApply({ table: 'unemployment_jobs', page: 1 })}>
          Clear filters
        </Button>
      </Group>
    </form>
  );
}
