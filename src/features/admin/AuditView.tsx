import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { fetchAudit } from '../../data/admin/inbox';
import { LoadedTable } from './LoadedTable';
import { useFilter } from './useFilter';
import { when } from './when';
import { t } from './words';
import { withEmptyChoice } from '../../lib/options';

/** The log's columns (message ids). */
const COLUMNS = [
  'admin.column.when',
  'admin.column.who',
  'admin.audit.action',
  'admin.column.row',
  'admin.column.before',
  'admin.column.after',
  'admin.column.reason',
] as const;

// Stored ids, shown as stored: staff search the log by them.
const asIs = (value: string) => ({ value, label: value });
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
].map(asIs);
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
].map(asIs);

const fields = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join('; ')
    : '—';

/** Every admin action, newest first; filter by action, table or who. Nothing here can change. */
export function AuditView() {
  const { bind, state } = useFilter(fetchAudit, true);
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('admin.audit.action')}
          {...bind('action')}
          data={withEmptyChoice(t('admin.audit.allActions'), ACTIONS)}
        />
        <NativeSelect
          label={t('admin.audit.table')}
          {...bind('table')}
          data={withEmptyChoice(t('admin.audit.allTables'), TABLES)}
        />
        <TextInput label={t('admin.audit.actor')} {...bind('actor')} />
      </Group>
      <LoadedTable
        state={state}
        label={t('admin.audit.label')}
        words={{ loading: t('admin.audit.loading'), failed: t('admin.audit.failed') }}
        empty={t('admin.audit.empty')}
        columns={COLUMNS.map((id) => t(id))}
        cells={(e) => [
          when(e.at),
          e.actor_email,
          e.action,
          `${e.table_name} #${e.row_id}`,
          fields(e.before),
          fields(e.after),
          e.reason ?? '—',
        ]}
      />
    </Stack>
  );
}
