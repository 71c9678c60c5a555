import { Table } from '@mantine/core';
import { post911 } from '../../lib/post911Tiers';
import { figure } from './formats';
import { t } from './words';

// The tiers VA publishes for the Post-9/11 GI Bill (entitlements.json, post911_gi_bill).
function tiers(): [string, string][] {
  const share = (percent: number) => t('info.post911.share', { share: figure(percent) });
  return [
    ...post911.tiers.map((tier): [string, string] => [
      tier.maxDays !== null
        ? t('info.post911.range', { from: figure(tier.minDays), to: figure(tier.maxDays) })
        : tier.months
          ? t('info.post911.atLeastMonths', { days: figure(tier.minDays), months: tier.months })
          : t('info.post911.atLeast', { days: figure(tier.minDays) }),
      share(tier.share),
    ]),
    [
      t('info.post911.otherRoute', { days: post911.disabilityDischargeDays }),
      share(post911.purpleHeartOrDisabilityShare),
    ],
  ];
}

/** The share of the Post-9/11 GI Bill by time served, from the data. */
export function Post911TiersTable() {
  return (
    <Table withTableBorder withColumnBorders maw="46rem">
      <Table.Caption>{t('info.post911.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('info.post911.service')}</Table.Th>
          <Table.Th scope="col">{t('info.post911.shareHeading')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tiers().map(([service, share]) => (
          <Table.Tr key={service}>
            <Table.Td>{service}</Table.Td>
            <Table.Td>{share}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
