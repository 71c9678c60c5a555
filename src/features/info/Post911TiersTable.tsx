import { Table } from '@mantine/core';
import { formatCount } from '../../lib/counts';
import { post911 } from '../../lib/post911Tiers';

// The tiers VA publishes for the Post-9/11 GI Bill (entitlements.json, post911_gi_bill).
const tiers: [string, string][] = [
  ...post911.tiers.map((t): [string, string] => [
    t.maxDays === null
      ? `At least ${formatCount(t.minDays)} days${t.months ? ` (${t.months} months)` : ''}`
      : `${formatCount(t.minDays)} to ${formatCount(t.maxDays)} days`,
    `${t.share}%`,
  ]),
  [
    'Purple Heart, or 30 days and discharged for a service-connected disability',
    `${post911.purpleHeartOrDisabilityShare}%`,
  ],
];

/** The share of the Post-9/11 GI Bill by time served, from the data. */
export function Post911TiersTable() {
  return (
    <Table withTableBorder withColumnBorders maw="46rem">
      <Table.Caption>Post-9/11 GI Bill benefit level by time served</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Active-duty service</Table.Th>
          <Table.Th scope="col">Share of the full benefit</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tiers.map(([service, share]) => (
          <Table.Tr key={service}>
            <Table.Td>{service}</Table.Td>
            <Table.Td>{share}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
