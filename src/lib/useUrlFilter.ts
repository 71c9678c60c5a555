/**
 * A list filter that lives in the page's query string: shareable, and Back restores the previous
 * one. Each change is a history entry; `key` changes with it and with every Back/Forward step,
 * so a form can remount on Back.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useHistoryTraversals } from './useHistoryTraversals';

export function useUrlFilter<F>(
  fromParams: (params: URLSearchParams) => F,
  toParams: (filter: F) => URLSearchParams,
): { filter: F; setFilter: (filter: F) => void; key: string } {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // With the query string alone, Back to the same query (its results never shown) keeps a form.
  const key = `${query}#${useHistoryTraversals()}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity
  const filter = useMemo(() => fromParams(params), [query]);
  const setFilter = useCallback(
    (next: F) => setParams(toParams(next), { preventScrollReset: true }),
    [setParams, toParams],
  );
  return { filter, setFilter, key };
}
