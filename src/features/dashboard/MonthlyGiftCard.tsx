import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../components/DataTable';
import type { GiftPayment, MonthlyGift } from '../../data/payments/giftsApi';
import { longDate, monthYear } from '../../lib/longDate';
import { formatCents } from '../../lib/money';
import { CancelGiftDialog } from './CancelGiftDialog';

const PAYMENT_STATUS: Record<GiftPayment['status'], string> = {
  paid: 'Paid',
  failed: 'Did not go through',
  refunded: 'Refunded',
  pending: 'Being confirmed',
  expired: 'Not paid',
};

interface MonthlyGiftCardProps {
  gift: MonthlyGift;
  /** Stripe was asked to cancel and the webhook has not recorded it yet. */
  cancelling: boolean;
  stillConfirming: boolean;
  onCancel: () => Promise<void>;
}

function statusText(gift: MonthlyGift, cancelling: boolean, stillConfirming: boolean): string {
  if (gift.status === 'cancelled') {
    return `Cancelled on ${longDate(gift.cancelled_at ?? gift.created_at)}. No more payments will be taken.`;
  }
  if (cancelling) {
    return stillConfirming
      ? 'Cancelling: the payment provider has not confirmed it yet. Come back to this page later.'
      : 'Cancelling: waiting for the payment provider to confirm…';
  }
  if (gift.status === 'past_due') {
    return `The last payment did not go through. ${gift.failure_reason ?? ''} Nothing was charged for that month.`;
  }
  return gift.current_period_end
    ? `Active. The next payment is due on ${longDate(gift.current_period_end)}.`
    : 'Active.';
}

/** One monthly gift: its state, the months paid with their receipts, and cancelling it. */
export function MonthlyGiftCard({
  gift,
  cancelling,
  stillConfirming,
  onCancel,
}: MonthlyGiftCardProps) {
  const [asking, setAsking] = useState(false);
  const amount = `${formatCents(gift.amount_cents, gift.currency)} every month`;
  const headingId = `gift-${gift.id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} id={headingId}>
          {amount}, since {longDate(gift.created_at)}
        </Title>
        <Text role="status" data-testid="gift-status">
          {statusText(gift, cancelling, stillConfirming)}
        </Text>
        <DataTable
          label={`Payments of your gift of ${amount}`}
          columns={['Month', 'Amount', 'Status', 'Receipt number']}
          rows={gift.payments}
          rowKey={(p) => p.id}
          rowHeader
          cells={(p) => [
            monthYear(p.month_start ?? p.paid_at ?? p.created_at),
            formatCents(p.amount_cents, p.currency),
            p.status === 'failed' && p.failure_reason
              ? `${PAYMENT_STATUS.failed}: ${p.failure_reason}`
              : PAYMENT_STATUS[p.status],
            p.receipt_number ?? '—',
          ]}
        />
        {gift.status !== 'cancelled' && !cancelling ? (
          <div>
            <Button variant="outline" color="red.9" onClick={() => setAsking(true)}>
              Cancel this monthly gift
            </Button>
          </div>
        ) : null}
      </Stack>
      {asking ? (
        <CancelGiftDialog
          amount={amount}
          onKeep={() => setAsking(false)}
          onCancel={async () => {
            await onCancel();
            setAsking(false);
          }}
        />
      ) : null}
    </Paper>
  );
}
