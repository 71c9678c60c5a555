/**
 * A form on @mantine/form checked by the record's zod schema (the same schema the outbox and the
 * parser use), with an optional draft kept on this device while the visitor types.
 */
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import type { $ZodType } from 'zod/v4/core';
import { readDraft, writeDraft } from '../../data/drafts';

/** Field name → value; text fields hold strings, choices may hold numbers. */
export type FormValues = Record<string, string | number>;

interface SchemaFormOptions<V extends FormValues> {
  schema: $ZodType;
  initialValues: V;
  /** localStorage key (lib/formDraft) under which what is typed survives a reload. */
  draftKey?: string;
}

/** Keeps only the fields the form knows, of their type, so a stale or tampered draft adds none. */
const draftOf =
  <V extends FormValues>(initial: V) =>
  (value: unknown): Partial<V> | null => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value).filter(
      ([key, v]) => key in initial && typeof v === typeof initial[key],
    );
    return Object.fromEntries(entries) as Partial<V>;
  };

export function useSchemaForm<V extends FormValues>({
  schema,
  initialValues,
  draftKey,
}: SchemaFormOptions<V>): UseFormReturnType<V> {
  const [start] = useState<V>(() =>
    draftKey ? { ...initialValues, ...readDraft(draftKey, draftOf(initialValues)) } : initialValues,
  );
  return useForm<V>({
    mode: 'controlled',
    initialValues: start,
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
    onValuesChange: draftKey ? (values) => writeDraft(draftKey, values) : undefined,
  });
}

/** Moves focus to the field with a problem that comes first on the page. */
export function focusFirstError<V extends FormValues>(
  form: UseFormReturnType<V>,
  errors: FormErrors,
): void {
  const nodes = Object.keys(errors)
    .map((path) => form.getInputNode(path) as HTMLElement | null)
    .filter((node): node is HTMLElement => node !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = nodes[0];
  // A radio group's path sits on its wrapper; the first radio in it takes the focus.
  const target = first?.matches('input, select, textarea')
    ? first
    : first?.querySelector<HTMLElement>('input, select, textarea');
  target?.focus();
}

/** The form's submit handler: `send` the valid values, or move focus to the first problem. */
export function submitOrFocus<V extends FormValues>(
  form: UseFormReturnType<V>,
  send: (values: V) => Promise<void> | undefined,
) {
  return form.onSubmit(send, (errors) => focusFirstError(form, errors));
}

/** The labels of the required fields left blank, in the order given (for the §5 notice). */
export function blankRequired<V extends FormValues>(
  values: V,
  required: readonly (keyof V & string)[],
  labels: Record<keyof V & string, string>,
): string[] {
  return required.filter((name) => !String(values[name] ?? '').trim()).map((name) => labels[name]);
}
