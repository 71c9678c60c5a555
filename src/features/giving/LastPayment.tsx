import { useSearchParams } from 'react-router';
import { useReceipt } from '../../data/payments/usePayments';
import { PaymentOutcome } from './PaymentNotice';
import { t } from './words';

/** The outcome of the payment the person came back from (?payment=), when there is one to read. */
export function LastPayment({ readable = true }: { readable?: boolean }) {
  const [params] = useSearchParams();
  const returned = readable ? params.get('payment') : null;
  const last = useReceipt(returned);
  return returned ? (
    <section aria-label={t('giving.receipt.last')}>
      <PaymentOutcome state={last} />
    </section>
  ) : null;
}
