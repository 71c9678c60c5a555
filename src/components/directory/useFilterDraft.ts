import { useState, type FormEvent } from 'react';

/**
 * A filter form's values, applied together on submit: one history entry per search, so Back
 * returns to the previous search. A new search starts on page 1.
 */
export function useFilterDraft<F extends { page?: number }>(filter: F, onApply: (f: F) => void) {
  const [draft, setDraft] = useState<F>(filter);
  const set = (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  // The fields empty at once, not when the cleared list's page commits: a search still rendering
  // when Clear is pressed may never commit its query, and the form, keyed on the query, would
  // then keep the words and choices of that search.
  const clear = (cleared: F) => {
    setDraft(cleared);
    onApply(cleared);
  };
  return { draft, set, submit, clear };
}

/** A typed filter word, or none when the field holds only spaces. */
export const typed = (value: string) => (value.trim() ? value : undefined);
