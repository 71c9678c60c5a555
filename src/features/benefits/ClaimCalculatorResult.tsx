import { Badge, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { formatCents } from '../../lib/money';
import type { CombinedResult } from './combinedRating';
import { ratesEffectiveDateIso, vaRatesUrl, type Compensation } from './compensationRates';
import { TableRegion } from '../../components/TableRegion';
import { Panel } from './Panel';
import { readableDate } from '../../lib/longDate';
import { t } from './words';

/** Dollars as the page's language writes them ("$1,808.45"). */
const money = (dollars: number) => formatCents(Math.round(dollars * 100), 'usd');
/** The months a yearly amount counts. */
const MONTHS_A_YEAR = 12;

interface Props {
  result: CombinedResult | null;
  pay: Compensation | null;
}

export function ClaimCalculatorResult({ result, pay }: Props) {
  const summary = result
    ? `${t('benefits.result.combined', { rating: result.finalRating })}${pay && pay.monthly > 0 ? ` ${t('benefits.result.monthly', { amount: money(pay.monthly) })}` : ''}`
    : t('benefits.result.none');
  return (
    <Panel
      kind="paper"
      headingId="calc-result"
      heading={t('benefits.result.title')}
      order={3}
      gap="sm"
    >
      <div aria-live="polite" aria-atomic="true">
        <Text size="xl" fw={700}>
          {summary}
        </Text>
      </div>
      {result && result.steps.length > 0 ? (
        <>
          <Title order={4}>{t('benefits.result.how')}</Title>
          <List type="ordered" spacing="xs">
            {result.steps.map((step, i) => (
              <List.Item key={`${i}-${step}`}>{step}</List.Item>
            ))}
          </List>
        </>
      ) : null}
      {result && pay ? <PayDetails pay={pay} rating={result.finalRating} /> : null}
      <Text>{t('benefits.result.estimateOnly')}</Text>
    </Panel>
  );
}

function PayDetails({ pay, rating }: { pay: Compensation; rating: number }) {
  if (rating === 0) {
    return <Text>{t('benefits.result.zero', { rating })}</Text>;
  }
  const effective = readableDate(ratesEffectiveDateIso);
  return (
    <Stack gap="xs">
      <Title order={4}>{t('benefits.result.amounts')}</Title>
      <TableRegion label={t('benefits.result.amounts')}>
        <Table miw={280} withTableBorder>
          <Table.Caption>{t('benefits.result.ratesEffective', { date: effective })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('benefits.result.part')}</Table.Th>
              <Table.Th scope="col">{t('benefits.result.perMonth')}</Table.Th>
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
                        {t('benefits.result.unconfirmed')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Th>
                <Table.Td>{money(line.monthly)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t('benefits.result.total')}</Table.Th>
              <Table.Td fw={700}>{money(pay.monthly)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">
                {t('benefits.result.perYear', { months: MONTHS_A_YEAR })}
              </Table.Th>
              <Table.Td fw={700}>{money(pay.yearly)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </TableRegion>
      {pay.dependentsIgnored ? (
        <Text>{t('benefits.result.dependentsIgnored', { rating })}</Text>
      ) : null}
      {pay.status === 'unconfirmed' ? (
        <Paper withBorder p="sm" radius="md">
          <Text fw={700}>{t('benefits.result.unconfirmedTitle')}</Text>
          <Text>{t('benefits.result.unconfirmedText')}</Text>
        </Paper>
      ) : null}
      <Text>
        {t('benefits.result.source', { date: effective })}{' '}
        <ExternalLink href={vaRatesUrl}>{t('benefits.result.ratesLink')}</ExternalLink>
      </Text>
    </Stack>
  );
}
