import { Button, Group } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface FilterFormProps {
  /** Names the form for screen readers: "Filter deals". */
  label: string;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  onClear: () => void;
  children: ReactNode;
}

/**
 * A directory's filter form: its fields, then "Show …" and "Clear filters". Its fields carry the
 * names of the page's query (?q=…&state=…), so before the app runs on a prerendered page the
 * browser's own GET submit opens the same filtered list.
 */
export function FilterForm({ label, onSubmit, submitLabel, onClear, children }: FilterFormProps) {
  return (
    <form method="get" onSubmit={onSubmit} aria-label={label}>
      {children}
      <Group mt="md">
        <Button type="submit">{submitLabel}</Button>
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      </Group>
    </form>
  );
}
