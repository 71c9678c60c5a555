/**
 * The values and current step of a posting form, kept on this device as the partner types so a
 * reload, a crash or a dropped line loses nothing. `initial` (the stored row when editing) is
 * used only when no draft exists. Values and errors live in @mantine/form.
 */
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { clearDraft, readDraft, writeDraft } from '../../data/drafts';
import type { FormValues } from './postingKind';

interface Draft {
  values: FormValues;
  step: number;
}

function parseDraft(value: unknown): Draft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { values, step } = value as Partial<Draft>;
  if (typeof values !== 'object' || values === null || typeof step !== 'number') return null;
  const clean: FormValues = {};
  for (const [key, v] of Object.entries(values)) {
    if (typeof v === 'string' || typeof v === 'boolean') clean[key] = v;
  }
  return { values: clean, step };
}

export function usePostingDraft(key: string, initial: FormValues, steps: number) {
  const [restored] = useState(() => readDraft(key, parseDraft));
  const [step, setStepState] = useState(() => (restored ? Math.min(restored.step, steps - 1) : 0));
  const [wasRestored, setWasRestored] = useState(restored !== null);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: restored ? { ...initial, ...restored.values } : initial,
    onValuesChange: (values) => writeDraft(key, { values, step }),
  });

  return {
    form,
    step,
    wasRestored,
    setStep: (next: number) => {
      setStepState(next);
      writeDraft(key, { values: form.getValues(), step: next });
    },
    /** Forget the draft and start again from `initial`. */
    reset: () => {
      clearDraft(key);
      form.setValues(initial);
      form.clearErrors();
      setStepState(0);
      setWasRestored(false);
    },
    /** After a successful submit: the outbox holds the data now. */
    forget: () => clearDraft(key),
  };
}
