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

/** A directory's filter form: its fields, then "Show …" and "Clear filters". */
export function FilterForm({ label, onSubmit, submitLabel, onClear, children }: FilterFormProps) {
  return (
    <form onSubmit={onSubmit} aria-label={label}>
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
