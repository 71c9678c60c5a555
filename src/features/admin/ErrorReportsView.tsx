import { Code, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { fetchErrorReports } from '../../data/admin/errorReports';
import { LoadedTable } from './LoadedTable';
import { useFilter } from './useFilter';
import { when } from './when';
import { t } from './words';

/** The table's columns (message ids). */
const COLUMNS = [
  'admin.column.when',
  'admin.errors.reference',
  'admin.kindLabel',
  'admin.errors.page',
  'admin.errors.message',
  'admin.errors.build',
  'admin.errors.connection',
] as const;

/** The kinds of error a device sends, with the filter's "all" first, in the page's language. */
const kinds = () => [
  { value: '', label: t('admin.errors.allKinds') },
  { value: 'route', label: t('admin.errors.route') },
  { value: 'render', label: t('admin.errors.render') },
  { value: 'chunk', label: t('admin.errors.chunk') },
];

/** Errors visitors' devices sent, newest first; find one by the reference a visitor quotes. */
export function ErrorReportsView() {
  const { bind, state } = useFilter(fetchErrorReports);
  const kindList = kinds();
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('admin.errors.reference')}
          description={t('admin.errors.referenceHint')}
          {...bind('reference')}
        />
        <NativeSelect label={t('admin.kindLabel')} {...bind('kind')} data={kindList} />
      </Group>
      <LoadedTable
        state={state}
        label={t('admin.errors.label')}
        words={{ loading: t('admin.errors.loading'), failed: t('admin.errors.failed') }}
        empty={t('admin.errors.empty')}
        columns={COLUMNS.map((id) => t(id))}
        cells={(r) => [
          when(r.occurred_at),
          <Code>{r.reference}</Code>,
          kindList.find((k) => k.value === r.kind)?.label ?? r.kind,
          r.route,
          <>
            {r.message}
            {r.stack ? (
              <details>
                <summary>{t('admin.errors.stack')}</summary>
                <Code block>{r.stack}</Code>
              </details>
            ) : null}
          </>,
          r.build_id,
          r.online ? t('admin.errors.online') : t('admin.errors.offline'),
        ]}
      />
    </Stack>
  );
}
