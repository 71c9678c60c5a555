/**
 * The state of an auth form: values on @mantine/form checked by the form's zod schema, and one
 * problem to show, either the first rule the values break or why the server said no. What was
 * typed stays on any error.
 */
import { useState, type FormEvent } from 'react';
import type { $ZodType } from 'zod/v4/core';
import { useSchemaForm, type FormValues } from '../../components/forms/useSchemaForm';

/** Sends the checked values; returns the problem to show, or null when done. */
type Send<V> = (values: V) => Promise<string | null>;

export function useAuthForm<V extends FormValues>(
  schema: $ZodType,
  initialValues: V,
  send: Send<V>,
) {
  const form = useSchemaForm({ schema, initialValues });
  const [refused, setRefused] = useState<string | null>(null);
  const invalid = Object.values(form.errors).find((e): e is string => typeof e === 'string');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setRefused(null);
    form.onSubmit(async (values) => setRefused(await send(values)))(event);
  };

  return {
    form,
    problem: invalid ?? refused,
    busy: form.submitting,
    onSubmit,
    /** Marks a field invalid for assistive tech; the words are in the form's alert. */
    fieldProps: (path: keyof V & string) => ({
      ...form.getInputProps(path),
      error: Boolean(form.errors[path]),
    }),
  };
}
