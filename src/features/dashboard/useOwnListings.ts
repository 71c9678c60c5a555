import { useCallback, useEffect, useState } from 'react';
import { fetchOwnListings, type OwnListing } from './ownListings';

export type OwnListingsState =
  { status: 'loading' } | { status: 'ready'; items: OwnListing[] } | { status: 'error' };

/**
 * The user's listings (of `tables`, a constant, or all four), read once per visit and on demand
 * (after a delete or a retry).
 */
export function useOwnListings(
  userId: string | null,
  tables?: readonly OwnListing['table'][],
): {
  state: OwnListingsState;
  reload: () => void;
} {
  const [state, setState] = useState<OwnListingsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    fetchOwnListings(userId, tables).then(
      (items) => active && setState({ status: 'ready', items }),
      () => active && setState({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [userId, tables, round]);

  return { state, reload };
}
