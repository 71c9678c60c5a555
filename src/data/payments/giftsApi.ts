/**
 * The signed-in donor's monthly gifts with their payments (RLS: their own only), and cancelling
 * one (the cancel-donation function). A gift's status changes only when the payment webhook has
 * recorded it, so after a cancel the caller reads the gift again; nothing is queued offline.
 */
import { callPaymentFunction, fetchOwnNewest, PaymentError } from './paymentsApi';
import { inPageLanguage } from '../serverAnswers';
import { t } from '../words';

export type GiftStatus = 'active' | 'past_due' | 'cancelled';

export interface GiftPayment {
  id: string;
  status: 'pending' | 'paid' | 'failed' | 'refunded' | 'expired';
  amount_cents: number;
  currency: string;
  paid_at: string | null;
  created_at: string;
  month_start: string | null;
  receipt_number: string | null;
  failure_reason: string | null;
}

export interface MonthlyGift {
  id: string;
  amount_cents: number;
  currency: string;
  status: GiftStatus;
  failure_reason: string | null;
  current_period_end: string | null;
  cancelled_at: string | null;
  created_at: string;
  /** Oldest first. */
  payments: GiftPayment[];
}

/** Why nothing was changed while offline, in the page's language. */
export const cancelOfflineMessage = () => t('data.gifts.cancelOffline');

export async function fetchOwnGifts(): Promise<MonthlyGift[]> {
  const result = await fetchOwnNewest(
    'monthly_gifts',
    'id, amount_cents, currency, status, failure_reason, current_period_end, cancelled_at, created_at, payments(id, status, amount_cents, currency, paid_at, created_at, month_start, receipt_number, failure_reason)',
    20,
  );
  if (result.status === 0) throw new PaymentError(t('data.gifts.needConnection'), true);
  if (result.error) throw new PaymentError(inPageLanguage(result.error.message));
  return ((result.data ?? []) as unknown as MonthlyGift[]).map((gift) => ({
    ...gift,
    payments: [...gift.payments].sort((a, b) => a.created_at.localeCompare(b.created_at)),
  }));
}

/**
 * Asks Stripe, through cancel-donation, to end the gift. Answers whether the webhook has
 * already recorded it ('cancelled') or is still to ('cancelling'); throws a PaymentError with
 * the reason otherwise.
 */
export async function cancelGift(giftId: string): Promise<'cancelled' | 'cancelling'> {
  const res = await callPaymentFunction(
    'cancel-donation',
    { gift_id: giftId },
    cancelOfflineMessage(),
  );
  const body = (await res.json().catch(() => ({}))) as {
    status?: string;
    code?: string;
    message?: string;
  };
  // Cancelled already (another tab, or an earlier try whose answer was lost): that is done.
  if (res.status === 409 && body.code === 'already_cancelled') return 'cancelled';
  if (!res.ok) {
    throw new PaymentError(
      body.message ? inPageLanguage(body.message) : t('data.gifts.cancelFailed'),
    );
  }
  return body.status === 'cancelled' ? 'cancelled' : 'cancelling';
}
