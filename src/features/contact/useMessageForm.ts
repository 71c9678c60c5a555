/**
 * A message form (contact, feedback): values on @mantine/form kept as a draft while typed,
 * checked with the record's zod schema, messages next to the fields, then handed to the outbox,
 * which sends it now or when the connection is back. The success page gets the outbox entry's id
 * to show whether it has actually been sent.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { $ZodType } from 'zod/v4/core';
import {
  blankRequired,
  focusFirstError,
  useSchemaForm,
  type FormValues,
} from '../../components/forms/useSchemaForm';
import { queueWrite } from '../../data/outbox/outbox';
import type { OutboxTable } from '../../data/outbox/outboxQueue';
import { clearDraft } from '../../data/drafts';
import { requiredFieldsNotice } from '../../lib/formNotices';
import { currentLanguage } from '../../lib/i18n';
import { t } from './words';

interface MessageFormOptions<V extends FormValues> {
  table: Extract<OutboxTable, 'contact_messages' | 'feedback'>;
  schema: $ZodType;
  /** Field name → label (a message id), in the form's order. */
  labels: Record<keyof V & string, string>;
  required: readonly (keyof V & string)[];
  initial: V;
  successPath: string;
}

export function useMessageForm<V extends FormValues>(options: MessageFormOptions<V>) {
  const { table, schema, labels, required, initial, successPath } = options;
  const navigate = useNavigate();
  const form = useSchemaForm({ schema, initialValues: initial, draftKey: table });
  const [notice, setNotice] = useState<string | null>(null);

  async function send(values: V) {
    const payload = { ...values, language: currentLanguage() };
    const result = await queueWrite({ table, op: 'insert', payload, schema });
    if (!result.ok) {
      setNotice(result.reason === 'storage' ? result.problem.message : t('contact.form.correct'));
      return;
    }
    clearDraft(table);
    void navigate(`${successPath}?entry=${result.id}`);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setNotice(null);
    form.onSubmit(send, (errors, values) => {
      const missing = blankRequired(values, required, labels).map((label) => t(label));
      setNotice(missing.length > 0 ? requiredFieldsNotice(missing) : t('contact.form.correct'));
      focusFirstError(form, errors);
    })(event);
  };

  /** A field's value, error and handlers, with its label and whether it is required. */
  const field = (name: keyof V & string) => ({
    ...form.getInputProps(name),
    label: t(labels[name]),
    withAsterisk: required.includes(name),
    required: required.includes(name),
  });

  return { form, notice, sending: form.submitting, onSubmit, field };
}
