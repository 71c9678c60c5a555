/** Hooks over paymentsApi: one answer per key, re-asked while a payment is still being confirmed. */
import { useEffect, useRef, useState } from 'react';
import {
  fetchDonationOptions,
  fetchOwnLiveListings,
  fetchOwnPayments,
  fetchPlans,
  fetchReceipt,
  PaymentError,
  type Receipt,
} from './paymentsApi';
import { t } from '../words';

export type ServerValue<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; message: string; offline: boolean };

function useServerValue<T>(
  key: string | null,
  load: () => Promise<T>,
  pollMs?: (v: T) => number | null,
) {
  const [state, setState] = useState<{ key: string; value: ServerValue<T> } | null>(null);
  // load and pollMs are new closures on every render; the key alone says when to ask again.
  const calls = useRef({ load, pollMs });
  useEffect(() => {
    calls.current = { load, pollMs };
  });
  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () =>
      calls.current.load().then(
        (value) => {
          if (!current) return;
          setState({ key, value: { status: 'ready', value } });
          const again = calls.current.pollMs?.(value);
          if (again) timer = setTimeout(run, again);
        },
        (error: unknown) =>
          current &&
          setState({
            key,
            value: {
              status: 'error',
              message: error instanceof Error ? error.message : t('data.couldNotLoad'),
              offline: error instanceof PaymentError && error.offline,
            },
          }),
      );
    void run();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  return state?.key === key ? state.value : ({ status: 'loading' } as ServerValue<T>);
}

export const usePlans = () => useServerValue('plans', fetchPlans);
export const useDonationOptions = () => useServerValue('donation-options', fetchDonationOptions);
export const useOwnPayments = (userId: string | null) => useServerValue(userId, fetchOwnPayments);
export const useOwnLiveListings = (userId: string | null) =>
  useServerValue(userId, () => fetchOwnLiveListings(userId ?? ''));

/** A payment by its checkout reference; asked again every 2 s while it is still pending. */
export const useReceipt = (ref: string | null) =>
  useServerValue<Receipt>(
    ref,
    () => fetchReceipt(ref ?? ''),
    (r) => (r.status === 'pending' ? 2000 : null),
  );

export { offlineMessage, PaymentError, startCheckout } from './paymentsApi';
export type { DonationOptions, ListingTable, OwnLiveListing, Plan, Receipt } from './paymentsApi';
