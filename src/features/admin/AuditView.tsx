import { Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { TableRegion } from '../../components/TableRegion';
import { fetchAudit, type AuditFilter } from '../../data/admin/inbox';
import { LoadedView } from './LoadedView';
import { useAdminLoad } from './useAdminLoad';
import { when } from './when';

const ACTIONS = [
  'approve',
  'reject',
  'request_changes',
  'take_down',
  'restore',
  'approve_partner',
  'suspend_partner',
  'restore_partner',
  'dismiss_report',
  'take_down_report',
  'request_changes_report',
  'reply',
  'update',
  'insert',
  'delete',
];
const TABLES = [
  'services',
  'vet_deals',
  'blog_posts',
  'unemployment_jobs',
  'profiles',
  'reports',
  'contact_messages',
  'feedback',
  'newsletter_subscribers',
];

const fields = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join('; ')
    : '—';

/** Every admin action, newest first; filter by action, table or who. Nothing here can change. */
export function AuditView() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const { state } = useAdminLoad(() => fetchAudit(filter), JSON.stringify(filter), true);
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Action"
          value={filter.action ?? ''}
          onChange={(e) => setFilter({ ...filter, action: e.currentTarget.value || undefined })}
          data={[{ value: '', label: 'All actions' }, ...ACTIONS]}
        />
        <NativeSelect
          label="Table"
          value={filter.table ?? ''}
          onChange={(e) => setFilter({ ...filter, table: e.currentTarget.value || undefined })}
          data={[{ value: '', label: 'All tables' }, ...TABLES]}
        />
        <TextInput
          label="Admin email contains"
          value={filter.actor ?? ''}
          onChange={(e) => setFilter({ ...filter, actor: e.currentTarget.value || undefined })}
        />
      </Group>
      <LoadedView state={state} label="audit log">
        {(entries) =>
          entries.length === 0 ? (
            <Text>No action matches.</Text>
          ) : (
            <TableRegion label="Audit log">
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">When</Table.Th>
                    <Table.Th scope="col">Who</Table.Th>
                    <Table.Th scope="col">Action</Table.Th>
                    <Table.Th scope="col">Row</Table.Th>
                    <Table.Th scope="col">Before</Table.Th>
                    <Table.Th scope="col">After</Table.Th>
                    <Table.Th scope="col">Reason</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>{when(e.at)}</Table.Td>
                      <Table.Td>{e.actor_email}</Table.Td>
                      <Table.Td>{e.action}</Table.Td>
                      <Table.Td>
                        {e.table_name} #{e.row_id}
                      </Table.Td>
                      <Table.Td>{fields(e.before)}</Table.Td>
                      <Table.Td>{fields(e.after)}</Table.Td>
                      <Table.Td>{e.reason ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableRegion>
          )
        }
      </LoadedView>
    </Stack>
  );
}
