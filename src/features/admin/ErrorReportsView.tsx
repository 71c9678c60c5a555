import { Code, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { TableRegion } from '../../components/TableRegion';
import { fetchErrorReports, type ErrorReportFilter } from '../../data/admin/errorReports';
import { LoadedView } from './LoadedView';
import { useAdminLoad } from './useAdminLoad';
import { when } from './when';

const KINDS = [
  { value: '', label: 'All kinds' },
  { value: 'route', label: 'A page failed' },
  { value: 'render', label: 'The app failed' },
  { value: 'chunk', label: 'A part could not be loaded' },
];

/** Errors visitors' devices sent, newest first; find one by the reference a visitor quotes. */
export function ErrorReportsView() {
  const [filter, setFilter] = useState<ErrorReportFilter>({});
  const { state } = useAdminLoad(() => fetchErrorReports(filter), JSON.stringify(filter));
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Reference"
          description="As the visitor quotes it, e.g. K7QD-2M4X"
          value={filter.reference ?? ''}
          onChange={(e) => setFilter({ ...filter, reference: e.currentTarget.value || undefined })}
        />
        <NativeSelect
          label="Kind"
          value={filter.kind ?? ''}
          onChange={(e) =>
            setFilter({
              ...filter,
              kind: (e.currentTarget.value || undefined) as ErrorReportFilter['kind'],
            })
          }
          data={KINDS}
        />
      </Group>
      <LoadedView state={state} label="error reports">
        {(reports) =>
          reports.length === 0 ? (
            <Text>No error report matches.</Text>
          ) : (
            <TableRegion label="Error reports">
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">When</Table.Th>
                    <Table.Th scope="col">Reference</Table.Th>
                    <Table.Th scope="col">Kind</Table.Th>
                    <Table.Th scope="col">Page</Table.Th>
                    <Table.Th scope="col">Message</Table.Th>
                    <Table.Th scope="col">Build</Table.Th>
                    <Table.Th scope="col">Connection</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {reports.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{when(r.occurred_at)}</Table.Td>
                      <Table.Td>
                        <Code>{r.reference}</Code>
                      </Table.Td>
                      <Table.Td>{KINDS.find((k) => k.value === r.kind)?.label ?? r.kind}</Table.Td>
                      <Table.Td>{r.route}</Table.Td>
                      <Table.Td>
                        {r.message}
                        {r.stack ? (
                          <details>
                            <summary>Stack</summary>
                            <Code block>{r.stack}</Code>
                          </details>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{r.build_id}</Table.Td>
                      <Table.Td>{r.online ? 'Online' : 'Offline'}</Table.Td>
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
