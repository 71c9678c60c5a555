/**
 * A message form (contact, feedback): controlled values kept as a draft while typed, checked
 * with the record's zod schema, messages next to the fields, then handed to the outbox, which
 * sends it now or when the connection is back. The success page gets the outbox entry's id to
 * show whether it has actually been sent.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { flattenError, safeParse, type $ZodType } from 'zod/v4/core';
import { localDb } from '../../data/localDb';
import { enqueue, type OutboxTable } from '../../data/outbox/outboxQueue';
import { clearDraft, readDraft, writeDraft } from '../../data/drafts';
import { requiredFieldsNotice } from '../submit/formNotices';

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string | undefined>;

interface MessageFormOptions {
  table: Extract<OutboxTable, 'contact_messages' | 'feedback'>;
  schema: $ZodType;
  /** Field name → label, in the form's order. */
  labels: Record<string, string>;
  required: readonly string[];
  initial: FormValues;
  successPath: string;
}

const asValues = (value: unknown): FormValues | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : null;

export function useMessageForm(options: MessageFormOptions) {
  const { table, schema, labels, required, initial, successPath } = options;
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(() => ({
    ...initial,
    ...readDraft(table, asValues),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function setField(name: string, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    writeDraft(table, next);
    if (errors[name]) setErrors({ ...errors, [name]: undefined });
  }

  /** Returns the first field with a problem (for focus), or null once queued. */
  async function submit(): Promise<string | null> {
    const parsed = safeParse(schema, values);
    if (!parsed.success) {
      const fieldErrors = flattenError(parsed.error).fieldErrors as Record<string, string[]>;
      const found: FieldErrors = {};
      for (const name of Object.keys(labels)) found[name] = fieldErrors[name]?.[0];
      setErrors(found);
      const missing = required.filter((name) => !values[name]?.trim());
      setNotice(
        missing.length > 0
          ? requiredFieldsNotice(missing.map((name) => labels[name] ?? name))
          : 'Please correct the fields marked below.',
      );
      return Object.keys(labels).find((name) => found[name]) ?? null;
    }
    setSending(true);
    const result = await enqueue(localDb, { table, op: 'insert', payload: values, schema });
    setSending(false);
    if (!result.ok) {
      setNotice(
        result.reason === 'storage'
          ? result.problem.message
          : 'Please correct the fields marked below.',
      );
      return null;
    }
    clearDraft(table);
    void navigate(`${successPath}?entry=${result.id}`);
    return null;
  }

  return { values, errors, notice, sending, setField, submit };
}
