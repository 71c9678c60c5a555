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
    case 'pending':
      return (
        <Alert color="blue" title={t('giving.receipt.pendingTitle')} role="status">
          {t('giving.receipt.pending', { amount })}
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" title={t('giving.receipt.failedTitle')} role="alert">
          {r.failure_reason ?? t('giving.receipt.notCompleted')} {t('giving.receipt.notCharged')}
        </Alert>
      );
    case 'expired':
      return (
        <Alert color="yellow" title={t('giving.receipt.expiredTitle')} role="status">
          {t('giving.receipt.expired')}
        </Alert>
      );
    case 'refunded':
      return (
        <Alert color="yellow" title={t('giving.receipt.refundedTitle')} role="status">
          {t('giving.receipt.refunded', { amount })}
        </Alert>
      );
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
