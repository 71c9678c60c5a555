import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { useOwnPayments } from '../../data/payments/usePayments';
import { currentLocale } from '../../lib/i18n';
import { formatCents } from '../../lib/money';
import { t } from './words';

/** The history's columns (message ids). */
const COLUMNS = [
  'dashboard.payments.date',
  'dashboard.payments.what',
  'dashboard.payments.amount',
  'dashboard.payments.status',
  'dashboard.payments.period',
  'dashboard.payments.receipt',
] as const;

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(currentLocale(), { dateStyle: 'medium' }) : '—';

/** The partner's payments and featured periods, each featured one with "Renew". */
export function PaymentHistory({ userId }: { userId: string }) {
  const payments = useOwnPayments(userId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="payments-heading">
      <Title order={2} id="payments-heading">
        {t('dashboard.payments.heading')}
      </Title>
      {payments.status === 'loading' ? (
        <Text role="status">{t('dashboard.payments.loading')}</Text>
      ) : null}
      {payments.status === 'error' ? (
        <Alert color="yellow" title={t('dashboard.payments.loadFailed')}>
          {payments.offline ? t('dashboard.payments.offline') : payments.message}
        </Alert>
      ) : null}
      {payments.status === 'ready' && payments.value.length === 0 ? (
        <LinkedParagraph message={t('dashboard.payments.none')} links={['/payment']} />
      ) : null}
      {payments.status === 'ready' && payments.value.length > 0 ? (
        <DataTable
          label={t('dashboard.payments.label')}
          columns={COLUMNS.map((id) => t(id))}
          rows={payments.value}
          rowKey={(p) => p.id}
          cells={(p) => [
            day(p.paid_at ?? p.created_at),
            p.kind === 'donation'
              ? t('dashboard.payments.donation')
              : (p.plan_name ?? t('dashboard.payments.plan')),
            formatCents(p.amount_cents, p.currency),
            t(`dashboard.payments.status.${p.status}`),
            <>
              {p.featured_until
                ? t('dashboard.payments.from', {
                    from: day(p.featured_from),
                    until: day(p.featured_until),
                  })
                : '—'}
              {p.kind === 'featured' && p.listing_table ? (
                <Button
                  component={Link}
                  to={`/payment?listing=${p.listing_table}:${p.listing_id}`}
                  size="compact-sm"
                  variant="light"
                  ml="xs"
                >
                  {t('dashboard.payments.renew')}
                </Button>
              ) : null}
            </>,
            p.receipt_number ?? '—',
          ]}
        />
      ) : null}
    </Stack>
  );
}
