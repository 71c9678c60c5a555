import { Badge, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import type { CombinedResult } from './combinedRating';
import { ratesEffectiveDate, vaRatesUrl, type Compensation } from './compensationRates';
import { TableRegion } from '../../components/TableRegion';
import { Panel } from './Panel';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface Props {
  result: CombinedResult | null;
  pay: Compensation | null;
}

export function ClaimCalculatorResult({ result, pay }: Props) {
  const summary = result
    ? `Combined rating: ${result.finalRating}%.${pay && pay.monthly > 0 ? ` Estimated ${money.format(pay.monthly)} a month.` : ''}`
    : 'Add at least one rating to see your combined rating.';
  return (
    <Panel kind="paper" headingId="calc-result" heading="Your estimate" order={3} gap="sm">
      <div aria-live="polite" aria-atomic="true">
        <Text size="xl" fw={700}>
          {summary}
        </Text>
      </div>
      {result && result.steps.length > 0 ? (
        <>
          <Title order={4}>How it was worked out</Title>
          <List type="ordered" spacing="xs">
            {result.steps.map((step, i) => (
              <List.Item key={`${i}-${step}`}>{step}</List.Item>
            ))}
          </List>
        </>
      ) : null}
      {result && pay ? <PayDetails pay={pay} rating={result.finalRating} /> : null}
      <Text>
        This is an estimate only. VA decides your rating and payment. It does not include Special
        Monthly Compensation, Individual Unemployability (TDIU) or any offsets.
      </Text>
    </Panel>
  );
}

function PayDetails({ pay, rating }: { pay: Compensation; rating: number }) {
  if (rating === 0) {
    return (
      <Text>
        A 0% combined rating has no monthly payment, but service connection can still matter for
        other VA benefits.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={4}>Monthly and yearly amount</Title>
      <TableRegion label="Monthly and yearly amount">
        <Table miw={280} withTableBorder>
          <Table.Caption>Rates effective {ratesEffectiveDate}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Part</Table.Th>
              <Table.Th scope="col">Per month</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pay.lines.map((line) => (
              <Table.Tr key={line.label}>
                <Table.Th scope="row" fw={400}>
                  <Group gap="xs" component="span">
                    {line.label}
                    {line.status === 'unconfirmed' ? (
                      <Badge color="dark" variant="filled" component="span">
                        Unconfirmed
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Th>
                <Table.Td>{money.format(line.monthly)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">Total per month</Table.Th>
              <Table.Td fw={700}>{money.format(pay.monthly)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Per year (12 months)</Table.Th>
              <Table.Td fw={700}>{money.format(pay.yearly)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </TableRegion>
      {pay.dependentsIgnored ? (
        <Text>At a {rating}% rating, dependents do not change the amount.</Text>
      ) : null}
      {pay.status === 'unconfirmed' ? (
        <Paper withBorder p="sm" radius="md">
          <Text fw={700}>Unconfirmed figure: verify on VA.gov</Text>
          <Text>
            The amount marked &ldquo;Unconfirmed&rdquo; could not be checked against VA&apos;s own
            table. Check it on VA&apos;s rates page before you rely on it.
          </Text>
        </Paper>
      ) : null}
      <Text>
        Rates effective {ratesEffectiveDate}. These amounts come from published copies of VA&apos;s
        rate table, checked against each other, not read directly from VA.gov.{' '}
        <ExternalLink href={vaRatesUrl}>VA disability compensation rates on VA.gov</ExternalLink>
      </Text>
    </Stack>
  );
}
