import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../components/DataTable';
import type { GiftPayment, MonthlyGift } from '../../data/payments/giftsApi';
import { longDate, monthYear } from '../../lib/longDate';
import { formatCents } from '../../lib/money';
import { CancelGiftDialog } from './CancelGiftDialog';
import { t } from './words';

/** A gift's payments' columns (message ids). */
const COLUMNS = [
  'dashboard.gift.month',
  'dashboard.gift.amountColumn',
  'dashboard.gift.status',
  'dashboard.gift.receipt',
] as const;

/** Each payment status's message id. */
const PAYMENT_STATUS: Record<GiftPayment['status'], string> = {
  paid: 'dashboard.gift.paid',
  failed: 'dashboard.gift.failed',
  refunded: 'dashboard.gift.refunded',
  pending: 'dashboard.gift.pending',
  expired: 'dashboard.gift.expired',
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
    return t('dashboard.gift.cancelled', { date: longDate(gift.cancelled_at ?? gift.created_at) });
  }
  if (cancelling) {
    return t(stillConfirming ? 'dashboard.gift.cancellingSlow' : 'dashboard.gift.cancelling');
  }
  if (gift.status === 'past_due') {
    return t('dashboard.gift.pastDue', { reason: gift.failure_reason ?? '' });
  }
  return gift.current_period_end
    ? t('dashboard.gift.activeUntil', { date: longDate(gift.current_period_end) })
    : t('dashboard.gift.active');
}

/** One monthly gift: its state, the months paid with their receipts, and cancelling it. */
export function MonthlyGiftCard({
  gift,
  cancelling,
  stillConfirming,
  onCancel,
}: MonthlyGiftCardProps) {
  const [asking, setAsking] = useState(false);
  const amount = t('dashboard.gift.amount', {
    amount: formatCents(gift.amount_cents, gift.currency),
  });
  const headingId = `gift-${gift.id}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} id={headingId}>
          {t('dashboard.gift.heading', { amount, date: longDate(gift.created_at) })}
        </Title>
        <Text role="status" data-testid="gift-status">
          {statusText(gift, cancelling, stillConfirming)}
        </Text>
        <DataTable
          label={t('dashboard.gift.tableLabel', { amount })}
          columns={COLUMNS.map((id) => t(id))}
          rows={gift.payments}
          rowKey={(p) => p.id}
          rowHeader
          cells={(p) => [
            monthYear(p.month_start ?? p.paid_at ?? p.created_at),
            formatCents(p.amount_cents, p.currency),
            p.status === 'failed' && p.failure_reason
              ? t('dashboard.gift.failedWhy', { reason: p.failure_reason })
              : t(PAYMENT_STATUS[p.status]),
            p.receipt_number ?? '—',
          ]}
        />
        {gift.status !== 'cancelled' && !cancelling ? (
          <div>
            <Button variant="outline" color="red.9" onClick={() => setAsking(true)}>
              {t('dashboard.gift.cancel')}
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
