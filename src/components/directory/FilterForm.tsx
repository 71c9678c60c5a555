import { Button, Group, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { FilterFieldInput, type FilterField } from './FilterFieldInput';
import { useFilterDraft } from './useFilterDraft';
import { t } from './words';

/** What a directory's filter form asks: its words and fields. */
export interface FilterFormSpec<F> {
  /** Names the form for screen readers: "Filter deals". */
  label: string;
  /** "Show deals". */
  submitLabel: string;
  /** Words and choices in a grid, then the yes/no flags in a row. */
  fields: readonly FilterField<F>[];
  cols?: SimpleGridProps['cols'];
}

interface FilterFormProps<F> {
  filter: F;
  onApply: (filter: F) => void;
  spec: FilterFormSpec<F>;
}

/**
 * A directory's filter form: its fields, then "Show …" and "Clear filters", which shows the
 * whole directory from its first page. Values are applied together on submit (useFilterDraft).
 * Its fields carry the names of the page's query (?q=…&state=…), so before the app runs on a
 * prerendered page the browser's own GET submit opens the same filtered list.
 */
export function FilterForm<F extends { table: string; page?: number }>({
  filter,
  onApply,
  spec,
}: FilterFormProps<F>) {
  // A directory's filter is its table and optional narrowings: without them, it is unfiltered.
  const cleared = { table: filter.table, page: 1 } as F;
  const { draft, set, submit, clear } = useFilterDraft(filter, onApply);
  const flags = spec.fields.filter((field) => field.kind === 'flag');
  const input = (field: FilterField<F>) => (
    <FilterFieldInput key={String(field.key)} field={field} draft={draft} set={set} />
  );
  return (
    <form method="get" onSubmit={submit} aria-label={spec.label}>
      <SimpleGrid cols={spec.cols ?? { base: 1, sm: 2 }} spacing="md">
        {spec.fields.filter((field) => field.kind !== 'flag').map(input)}
      </SimpleGrid>
      {flags.length > 0 && (
        <Group mt="md" gap="lg">
          {flags.map(input)}
        </Group>
      )}
      <Group mt="md">
        <Button type="submit">{spec.submitLabel}</Button>
        <Button variant="outline" onClick={() => clear(cleared)}>
          {t('components.filters.clear')}
        </Button>
      </Group>
    </form>
  );
}
