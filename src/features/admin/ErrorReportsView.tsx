import { Code, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { fetchErrorReports } from '../../data/admin/errorReports';
import { LoadedTable } from './LoadedTable';
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
  const { bind, state } = useFilter(fetchErrorReports);
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
      <LoadedTable
        state={state}
        label="error reports"
        empty="No error report matches."
        columns={['When', 'Reference', 'Kind', 'Page', 'Message', 'Build', 'Connection']}
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
    </Stack>
  );
}
