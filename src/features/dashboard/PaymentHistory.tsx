import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { useOwnPayments } from '../../data/payments/usePayments';
import { formatCents } from '../../lib/money';

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—';

/** The partner's payments and featured periods, each featured one with "Renew". */
export function PaymentHistory({ userId }: { userId: string }) {
  const payments = useOwnPayments(userId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="payments-heading">
      <Title order={2} id="payments-heading">
        Payments and featured periods
      </Title>
      {payments.status === 'loading' ? <Text role="status">Loading your payments…</Text> : null}
      {payments.status === 'error' ? (
        <Alert color="yellow" title="Payments could not load">
          {payments.offline
            ? 'Your payments need a connection. You are offline.'
            : payments.message}
        </Alert>
      ) : null}
      {payments.status === 'ready' && payments.value.length === 0 ? (
        <Text>
          No payments yet. <Link to="/payment">Feature one of your listings</Link>.
        </Text>
      ) : null}
      {payments.status === 'ready' && payments.value.length > 0 ? (
        <DataTable
          label="Your payments"
          columns={['Date', 'What', 'Amount', 'Status', 'Featured period', 'Receipt']}
          rows={payments.value}
          rowKey={(p) => p.id}
          cells={(p) => [
            day(p.paid_at ?? p.created_at),
            p.kind === 'donation' ? 'Donation' : (p.plan_name ?? 'Plan'),
            formatCents(p.amount_cents, p.currency),
            p.status,
            <>
              {p.featured_until ? `${day(p.featured_from)} to ${day(p.featured_until)}` : '—'}
              {p.kind === 'featured' && p.listing_table ? (
                <Button
                  component={Link}
                  to={`/payment?listing=${p.listing_table}:${p.listing_id}`}
                  size="compact-sm"
                  variant="light"
                  ml="xs"
                >
                  Renew
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
