/**
 * The values and current step of a posting form, kept on this device as the partner types so a
 * reload, a crash or a dropped line loses nothing. `initial` (the stored row when editing) is
 * used only when no draft exists.
 */
import { useCallback, useState } from 'react';
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
  const [draft, setDraft] = useState<Draft>(() =>
    restored
      ? { values: { ...initial, ...restored.values }, step: Math.min(restored.step, steps - 1) }
      : { values: initial, step: 0 },
  );
  const [wasRestored, setWasRestored] = useState(restored !== null);

  const update = useCallback(
    (next: Draft) => {
      setDraft(next);
      writeDraft(key, next);
    },
    [key],
  );

  return {
    values: draft.values,
    step: draft.step,
    wasRestored,
    setField: (name: string, value: string | boolean) =>
      update({ ...draft, values: { ...draft.values, [name]: value } }),
    setStep: (step: number) => update({ ...draft, step }),
    /** Forget the draft and start again from `initial`. */
    reset: () => {
      clearDraft(key);
      setDraft({ values: initial, step: 0 });
      setWasRestored(false);
    },
    /** After a successful submit: the outbox holds the data now. */
    forget: () => clearDraft(key),
  };
}
