import { Badge, Button, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { TableRegion } from '../../components/TableRegion';
import { recordOfTable } from '../../data/records';
import { statusLabel, type OwnListing } from './ownListings';

const NOTE_LABEL: Record<string, string> = {
  rejected: 'Why it was not approved',
  changes_requested: 'What to change (edit it and it goes back into review)',
  taken_down: 'Why it was taken down',
};

interface ListingsTableProps {
  table: OwnListing['table'];
  items: OwnListing[];
  onDelete: (item: OwnListing) => void;
}

/** One kind of listing: status, views and saves over 7 and 30 days, edit and a two-step delete. */
export function ListingsTable({ table, items, onDelete }: ListingsTableProps) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const { label, editPath } = recordOfTable(table);
  const headingId = `listings-${table}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} id={headingId} mb="xs">
        {label.plural} ({items.length})
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">You have not posted any {label.plural.toLowerCase()} yet.</Text>
      ) : (
        <TableRegion label={`Your ${label.plural.toLowerCase()}`}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Title</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Views, 7 days</Table.Th>
                <Table.Th scope="col">Views, 30 days</Table.Th>
                <Table.Th scope="col">Saves, 7 days</Table.Th>
                <Table.Th scope="col">Saves, 30 days</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
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
                          {NOTE_LABEL[item.takenDown ? 'taken_down' : item.status] ??
                            'Moderator’s note'}
                          : {item.reviewNote}
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
                          aria-label={`Edit ${item.title}`}
                        >
                          Edit
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
                              Yes, delete {item.title}
                            </Button>
                            <Button size="xs" variant="subtle" onClick={() => setConfirming(null)}>
                              Keep it
                            </Button>
                          </>
                        ) : (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => setConfirming(item.id)}
                            aria-label={`Delete ${item.title}`}
                          >
                            Delete
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
