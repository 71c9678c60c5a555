/**
 * A list filter that lives in the page's query string: shareable, and Back restores the previous
 * one. Each change is a history entry; `key` changes with it, so a form can remount on Back.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export function useUrlFilter<F>(
  fromParams: (params: URLSearchParams) => F,
  toParams: (filter: F) => URLSearchParams,
): { filter: F; setFilter: (filter: F) => void; key: string } {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity
  const filter = useMemo(() => fromParams(params), [key]);
  const setFilter = useCallback(
    (next: F) => setParams(toParams(next), { preventScrollReset: true }),
    [setParams, toParams],
  );
  return { filter, setFilter, key };
}
