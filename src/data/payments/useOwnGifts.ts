/**
 * The signed-in donor's monthly gifts, and cancelling one. After Stripe has been asked to cancel,
 * the gifts are read again every 2 s until the webhook has recorded it (at most a minute: then
 * the page says it is still being confirmed).
 */
import { useCallback, useEffect, useState } from 'react';
import { cancelGift, fetchOwnGifts, type MonthlyGift } from './giftsApi';
import { PaymentError } from './paymentsApi';
import type { ServerValue } from './usePayments';
import { t } from '../words';

const POLL_MS = 2000;
const MAX_POLLS = 30;

export function useOwnGifts(userId: string | null) {
  const [state, setState] = useState<{ key: string; value: ServerValue<MonthlyGift[]> } | null>(
    null,
  );
  const [round, setRound] = useState(0);
  const [awaited, setAwaited] = useState<{ id: string; since: number } | null>(null);

  useEffect(() => {
    if (userId === null) return undefined;
    let current = true;
    fetchOwnGifts().then(
      (value) => current && setState({ key: userId, value: { status: 'ready', value } }),
      (error: unknown) =>
        current &&
        setState({
          key: userId,
          value: {
            status: 'error',
            message: error instanceof Error ? error.message : t('data.couldNotLoad'),
            offline: error instanceof PaymentError && error.offline,
          },
        }),
    );
    return () => {
      current = false;
    };
  }, [userId, round]);

  const gifts: ServerValue<MonthlyGift[]> =
    state && state.key === userId ? state.value : { status: 'loading' };
  const awaitedGift =
    gifts.status === 'ready' && awaited ? gifts.value.find((g) => g.id === awaited.id) : undefined;
  const cancelling = awaitedGift && awaitedGift.status !== 'cancelled' ? awaitedGift.id : null;
  const gaveUp = cancelling !== null && awaited !== null && round - awaited.since >= MAX_POLLS;

  useEffect(() => {
    if (cancelling === null || gaveUp) return undefined;
    const timer = setTimeout(() => setRound((r) => r + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [cancelling, gaveUp, round]);

  /** Throws a PaymentError with the reason when Stripe was not asked (offline included). */
  const cancel = useCallback(
    async (giftId: string) => {
      await cancelGift(giftId);
      setAwaited({ id: giftId, since: round });
      setRound((r) => r + 1);
    },
    [round],
  );

  return { gifts, cancelling, stillConfirming: gaveUp, cancel };
}
