import { useState, type ChangeEvent } from 'react';

/** A console view's filter: each field's input is bound by name; an emptied field is dropped. */
export function useFilter<F extends { [K in keyof F]?: string }>() {
  const [filter, setFilter] = useState<F>({} as F);
  const bind = (key: keyof F) => ({
    value: filter[key] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFilter({ ...filter, [key]: event.currentTarget.value || undefined }),
  });
  return { filter, bind };
}
