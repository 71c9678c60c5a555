import { useState } from 'react';
import { startCheckout, PaymentError } from '../../data/payments/usePayments';
import type { CheckoutRequest } from '../../data/payments/paymentsApi';
import { t } from './words';

/** Starts a checkout and leaves for the provider's page; when it cannot, keeps the reason to show. */
export function useCheckout() {
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function checkout(request: CheckoutRequest) {
    setError(null);
    setSending(true);
    try {
      window.location.assign(await startCheckout(request));
    } catch (caught) {
      setError(caught instanceof PaymentError ? caught.message : t('giving.checkout.failed'));
      setSending(false);
    }
  }

  return { error, setError, sending, checkout };
}
