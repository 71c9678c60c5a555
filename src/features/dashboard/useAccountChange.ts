import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { submitOrFocus, type FormValues } from '../../components/forms/useSchemaForm';

/**
 * Sends one change to the account: busy while it runs, then the refusal to show, if any.
 * `send` resolves to the refusal's message, or null when the change was made.
 */
export function useAccountChange<V extends FormValues>(
  form: UseFormReturnType<V>,
  send: (values: V) => Promise<string | null>,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = submitOrFocus(form, async (values) => {
    setBusy(true);
    const refused = await send(values);
    setBusy(false);
    setProblem(refused);
  });
  return { problem, busy, submit };
}
