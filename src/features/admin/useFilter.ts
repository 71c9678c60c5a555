import { useState, type ChangeEvent } from 'react';
import { useAdminLoad } from './useAdminLoad';

/**
 * A console view narrowed by a filter form: each field's input is bound by name (an emptied
 * field is dropped), and the view loads again whenever the filter changes.
 */
export function useFilter<F extends { [K in keyof F]?: string }, T>(
  load: (filter: F) => Promise<T>,
  live = false,
) {
  const [filter, setFilter] = useState<F>({} as F);
  const bind = (key: keyof F) => ({
    value: filter[key] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFilter({ ...filter, [key]: event.currentTarget.value || undefined }),
  });
  const { state } = useAdminLoad(() => load(filter), JSON.stringify(filter), live);
  return { bind, state };
}
