import { Badge, Button, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { TableRegion } from '../../components/TableRegion';
import { recordOfTable } from '../../data/records';
import { kindWords, statusLabel, type OwnListing } from './ownListings';
import { t } from './words';

/** The review note's label (a message id) by status. */
const NOTE_LABEL: Record<string, string> = {
  rejected: 'dashboard.table.rejectedNote',
  changes_requested: 'dashboard.changesNote',
  taken_down: 'dashboard.takenDownNote',
};

/** The table's columns, each `dashboard.table.<column>`. */
const COLUMNS = ['title', 'status', 'views7', 'views30', 'saves7', 'saves30', 'actions'] as const;

interface ListingsTableProps {
  table: OwnListing['table'];
  items: OwnListing[];
  onDelete: (item: OwnListing) => void;
}

/** One kind of listing: status, views and saves over 7 and 30 days, edit and a two-step delete. */
export function ListingsTable({ table, items, onDelete }: ListingsTableProps) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const { editPath } = recordOfTable(table);
  const headingId = `listings-${table}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} id={headingId} mb="xs">
        {t('dashboard.table.heading', { kind: kindWords(table, 'plural'), count: items.length })}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{kindWords(table, 'none')}</Text>
      ) : (
        <TableRegion label={kindWords(table, 'yours')}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th scope="col" key={column}>
                    {t(`dashboard.table.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => {
                const status = statusLabel(table, item.status, item.takenDown);
                return (
                  <Table.Tr key={item.id}>
                    <Table.Th scope="row" fw={600}>
                      {item.title}
                      {item.reviewNote ? (
                        <Text size="sm" fw={400} maw="30rem">
                          {t('dashboard.note', {
                            label: t(
                              NOTE_LABEL[item.takenDown ? 'taken_down' : item.status] ??
                                'dashboard.moderatorNote',
                            ),
                            note: item.reviewNote,
                          })}
                        </Text>
                      ) : null}
                    </Table.Th>
                    <Table.Td>
                      <Badge color={status.color} variant="filled" tt="none">
                        {status.label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{item.stats.views7}</Table.Td>
                    <Table.Td>{item.stats.views30}</Table.Td>
                    <Table.Td>{item.stats.saves7}</Table.Td>
                    <Table.Td>{item.stats.saves30}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          component={Link}
                          to={editPath(item.id)}
                          size="xs"
                          variant="outline"
                          aria-label={t('dashboard.editItem', { title: item.title })}
                        >
                          {t('dashboard.edit')}
                        </Button>
                        {confirming === item.id ? (
                          <>
                            <Button
                              size="xs"
                              color="red.9"
                              onClick={() => {
                                setConfirming(null);
                                onDelete(item);
                              }}
                            >
                              {t('dashboard.table.confirmDelete', { title: item.title })}
                            </Button>
                            <Button size="xs" variant="subtle" onClick={() => setConfirming(null)}>
                              {t('dashboard.table.keep')}
                            </Button>
                          </>
                        ) : (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => setConfirming(item.id)}
                            aria-label={t('dashboard.table.deleteItem', { title: item.title })}
                          >
                            {t('dashboard.table.delete')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableRegion>
      )}
    </section>
  );
}
