import { Code, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { DataTable } from '../../components/DataTable';
import { fetchErrorReports, type ErrorReportFilter } from '../../data/admin/errorReports';
import { LoadedView } from './LoadedView';
import { useAdminLoad } from './useAdminLoad';
import { useFilter } from './useFilter';
import { when } from './when';

const KINDS = [
  { value: '', label: 'All kinds' },
  { value: 'route', label: 'A page failed' },
  { value: 'render', label: 'The app failed' },
  { value: 'chunk', label: 'A part could not be loaded' },
];

/** Errors visitors' devices sent, newest first; find one by the reference a visitor quotes. */
export function ErrorReportsView() {
  const { filter, bind } = useFilter<ErrorReportFilter>();
  const { state } = useAdminLoad(() => fetchErrorReports(filter), JSON.stringify(filter));
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Reference"
          description="As the visitor quotes it, e.g. K7QD-2M4X"
          {...bind('reference')}
        />
        <NativeSelect label="Kind" {...bind('kind')} data={KINDS} />
      </Group>
      <LoadedView state={state} label="error reports">
        {(reports) =>
          reports.length === 0 ? (
            <Text>No error report matches.</Text>
          ) : (
            <DataTable
              label="Error reports"
              striped
              columns={['When', 'Reference', 'Kind', 'Page', 'Message', 'Build', 'Connection']}
              rows={reports}
              rowKey={(r) => r.id}
              cells={(r) => [
                when(r.occurred_at),
                <Code>{r.reference}</Code>,
                KINDS.find((k) => k.value === r.kind)?.label ?? r.kind,
                r.route,
                <>
                  {r.message}
                  {r.stack ? (
                    <details>
                      <summary>Stack</summary>
                      <Code block>{r.stack}</Code>
                    </details>
                  ) : null}
                </>,
                r.build_id,
                r.online ? 'Online' : 'Offline',
              ]}
            />
          )
        }
      </LoadedView>
    </Stack>
  );
}
