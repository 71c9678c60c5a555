import { Alert, Stack, Text } from '@mantine/core';
import type { Receipt, ServerValue } from '../../data/payments/usePayments';
import { formatCents } from '../../lib/money';
import { longDate as formatLongDate } from '../../lib/longDate';
import { t } from './words';

const longDate = (iso: string | null) => (iso ? formatLongDate(iso) : '');

/** A paid receipt's sentence: a name the server left empty goes unsaid. */
function paidMessage(r: Receipt): string {
  if (r.kind === 'donation') {
    return r.receipt_name
      ? t('giving.receipt.thanksName', { name: r.receipt_name })
      : t('giving.receipt.thanks');
  }
  return r.plan_name
    ? t('giving.receipt.planPaid', { plan: r.plan_name })
    : t('giving.receipt.planPaidUnnamed');
}

/** Payments not (or no longer) paid, nothing gone wrong: each alert's colour and message ids. */
const NOT_PAID = {
  pending: {
    color: 'blue',
    title: 'giving.receipt.pendingTitle',
    message: 'giving.receipt.pending',
  },
  expired: {
    color: 'yellow',
    title: 'giving.receipt.expiredTitle',
    message: 'giving.receipt.expired',
  },
  refunded: {
    color: 'yellow',
    title: 'giving.receipt.refundedTitle',
    message: 'giving.receipt.refunded',
  },
} as const;

/**
 * What the server says about one payment, and nothing more: paid only once the webhook has
 * recorded it, "still being confirmed" before, the reason when it failed.
 */
export function PaymentOutcome({ state }: { state: ServerValue<Receipt> }) {
  if (state.status === 'loading') return <Text role="status">{t('giving.receipt.checking')}</Text>;
  if (state.status === 'error') {
    return (
      <Alert color="red" title={t('giving.receipt.errorTitle')}>
        {state.message}
      </Alert>
    );
  }
  const r = state.value;
  const amount = t('giving.receipt.amount', {
    amount: formatCents(r.amount_cents, r.currency),
    recurring: r.recurring,
  });
  switch (r.status) {
    case 'failed':
      return (
        <Alert color="red" title={t('giving.receipt.failedTitle')} role="alert">
          {r.failure_reason ?? t('giving.receipt.notCompleted')} {t('giving.receipt.notCharged')}
        </Alert>
      );
    case 'pending':
    case 'expired':
    case 'refunded': {
      const { color, title, message } = NOT_PAID[r.status];
      return (
        <Alert color={color} title={t(title)} role="status">
          {t(message, { amount })}
        </Alert>
      );
    }
    case 'paid':
      return (
        <Stack gap="xs" data-testid="receipt">
          <Alert color="green" title={t('giving.receipt.paidTitle')} role="status">
            {paidMessage(r)}
          </Alert>
          <dl>
            <dt>{t('giving.amount')}</dt>
            <dd>{amount}</dd>
            <dt>{t('giving.receipt.date')}</dt>
            <dd>{longDate(r.paid_at)}</dd>
            <dt>{t('giving.receipt.number')}</dt>
            <dd>{r.receipt_number}</dd>
            {r.kind === 'featured' ? (
              <>
                <dt>{t('giving.receipt.listing')}</dt>
                <dd>{r.listing_title}</dd>
                <dt>{t('giving.receipt.until')}</dt>
                <dd>{longDate(r.featured_until)}</dd>
              </>
            ) : null}
          </dl>
          <Text size="sm">{t('giving.receipt.copy')}</Text>
        </Stack>
      );
  }
}
