import { Alert, Stack, Text } from '@mantine/core';
import type { Receipt, ServerValue } from '../../data/payments/usePayments';
import { formatCents } from '../../lib/money';
import { longDate as formatLongDate } from '../../lib/longDate';

const longDate = (iso: string | null) => (iso ? formatLongDate(iso) : '');

/**
 * What the server says about one payment, and nothing more: paid only once the webhook has
 * recorded it, "still being confirmed" before, the reason when it failed.
 */
export function PaymentOutcome({ state }: { state: ServerValue<Receipt> }) {
  if (state.status === 'loading') return <Text role="status">Checking your payment…</Text>;
  if (state.status === 'error') {
    return (
      <Alert color="red" title="We cannot show this payment">
        {state.message}
      </Alert>
    );
  }
  const r = state.value;
  const amount = `${formatCents(r.amount_cents, r.currency)}${r.recurring === 'monthly' ? ' every month' : ''}`;
  switch (r.status) {
    case 'pending':
      return (
        <Alert color="blue" title="Still being confirmed" role="status">
          Your payment of {amount} is still being confirmed. Nothing is shown as paid until the
          payment provider confirms it; this page updates by itself.
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" title="The payment did not go through" role="alert">
          {r.failure_reason ?? 'The payment was not completed.'} Nothing was charged.
        </Alert>
      );
    case 'expired':
      return (
        <Alert color="yellow" title="The checkout was closed" role="status">
          The checkout closed before a payment was made. Nothing was charged.
        </Alert>
      );
    case 'refunded':
      return (
        <Alert color="yellow" title="Refunded" role="status">
          This payment of {amount} was refunded.
        </Alert>
      );
    case 'paid':
      return (
        <Stack gap="xs" data-testid="receipt">
          <Alert color="green" title="Payment received" role="status">
            {r.kind === 'donation'
              ? `Thank you${r.receipt_name ? `, ${r.receipt_name}` : ''}. Your donation was received.`
              : `Your ${r.plan_name ?? 'plan'} is paid.`}
          </Alert>
          <dl>
            <dt>Amount</dt>
            <dd>{amount}</dd>
            <dt>Date</dt>
            <dd>{longDate(r.paid_at)}</dd>
            <dt>Receipt number</dt>
            <dd>{r.receipt_number}</dd>
            {r.kind === 'featured' ? (
              <>
                <dt>Featured listing</dt>
                <dd>{r.listing_title}</dd>
                <dt>Featured until</dt>
                <dd>{longDate(r.featured_until)}</dd>
              </>
            ) : null}
          </dl>
          <Text size="sm">A copy of this receipt was sent to the email address you gave.</Text>
        </Stack>
      );
  }
}
