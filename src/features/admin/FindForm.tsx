import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Found } from './useFound';

interface FindFormProps {
  found: Found<unknown>;
  /** Names the form for screen readers: "Find a person". */
  label: string;
  /** "Find people". */
  submitLabel: string;
  children: ReactNode;
}

/** A console search's form: its fields in a row, then the button that runs it (useFound). */
export function FindForm({ found, label, submitLabel, children }: FindFormProps) {
  return (
    <form onSubmit={(e) => void found.run(e)} aria-label={label}>
      <Group align="flex-end" gap="sm">
        {children}
        <Button type="submit">{submitLabel}</Button>
      </Group>
    </form>
  );
}
