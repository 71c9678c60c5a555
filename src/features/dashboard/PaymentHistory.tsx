import { Alert, Button, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TableRegion } from '../../components/TableRegion';
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
        <TableRegion label="Your payments">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">What</Table.Th>
                <Table.Th scope="col">Amount</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Featured period</Table.Th>
                <Table.Th scope="col">Receipt</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.value.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{day(p.paid_at ?? p.created_at)}</Table.Td>
                  <Table.Td>
                    {p.kind === 'donation' ? 'Donation' : (p.plan_name ?? 'Plan')}
                  </Table.Td>
                  <Table.Td>{formatCents(p.amount_cents, p.currency)}</Table.Td>
                  <Table.Td>{p.status}</Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>{p.receipt_number ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableRegion>
      ) : null}
    </Stack>
  );
}
